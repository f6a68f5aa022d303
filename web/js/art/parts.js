// Piece silhouettes drawn for Tessera: each part is SVG markup in a 100x100 box, base near y=90.
// Parts take a palette {body, line, detail} so one drawing serves every army colour.

const W = 3.5; // outline width in box units

export const body = (c) =>
  `fill="${c.body}" stroke="${c.line}" stroke-width="${W}" stroke-linejoin="round" stroke-linecap="round"`;
export const detail = (c, w = 3) =>
  `fill="none" stroke="${c.detail}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
const ink = (c) => `fill="${c.line}" stroke="none"`;

// Places a part scaled by `s` about the box centre, then shifted by (dx, dy).
export function place(markup, s, dx = 0, dy = 0) {
  const t = 50 * (1 - s);
  return `<g transform="translate(${t + dx} ${t + dy}) scale(${s})">${markup}</g>`;
}

export const base = (c, x0 = 24, x1 = 76) =>
  `<path ${body(c)} d="M${x0} 91 H${x1} V86 C${x1} 82 ${x1 - 4} 80 ${x1 - 8} 80 H${x0 + 8} C${x0 + 4} 80 ${x0} 82 ${x0} 86 Z"/>`;

export const pawn = (c) => `${base(c, 26, 74)}
<path ${body(c)} d="M31 80 C31 70 40 63 44 58 H56 C60 63 69 70 69 80 Z"/>
<rect ${body(c)} x="35" y="50" width="30" height="8" rx="4"/>
<circle ${body(c)} cx="50" cy="35" r="14"/>`;

export const rook = (c) => `${base(c)}
<path ${body(c)} d="M31 80 L35 46 H65 L69 80 Z"/>
<path ${body(c)} d="M27 46 V20 H37 V28 H45 V20 H55 V28 H63 V20 H73 V46 Z"/>
<path ${detail(c)} d="M35 72 H65 M37 54 H63"/>`;

export const bishop = (c) => `${base(c)}
<path ${body(c)} d="M36 80 C40 76 43 74 44 70 H56 C57 74 60 76 64 80 Z"/>
<path ${body(c)} d="M50 16 C37 28 30 42 34 56 C36 64 42 70 50 70 C58 70 64 64 66 56 C70 42 63 28 50 16 Z"/>
<circle ${body(c)} cx="50" cy="12" r="5.5"/>
<path ${detail(c, 4)} d="M57 33 L47 47"/>
<path ${detail(c)} d="M38 62 H62"/>`;

export const knight = (c) => `${base(c)}
<path ${body(c)} d="M32 80 C32 66 40 60 48 52 C44 52 38 56 34 60 C28 64 22 62 20 56 C18 52 20 48 24 44 L38 28 C40 24 42 20 46 18 L46 9 L54 17 C66 20 76 32 77 50 C78 62 74 72 72 80 Z"/>
<circle ${ink(c)} cx="43" cy="32" r="3.2"/>
<path ${detail(c)} d="M25 52 L28 50"/>
<path ${detail(c)} d="M60 24 C68 32 71 44 70 60"/>`;

export const queen = (c) => `${base(c)}
<path ${body(c)} d="M30 80 L21 36 L36 58 L36 28 L46 55 L50 22 L54 55 L64 28 L64 58 L79 36 L70 80 Z"/>
<circle ${body(c)} cx="21" cy="34" r="5"/><circle ${body(c)} cx="36" cy="26" r="5"/>
<circle ${body(c)} cx="50" cy="20" r="5"/><circle ${body(c)} cx="64" cy="26" r="5"/>
<circle ${body(c)} cx="79" cy="34" r="5"/>
<path ${detail(c)} d="M33 70 C44 66 56 66 67 70"/>`;

// A king's cross drawn wide enough to read at small sizes: outline first, body colour inside.
const cross = (
  c,
) => `<path fill="none" stroke="${c.line}" stroke-width="11" stroke-linecap="round" d="M50 6 V28 M40 15 H60"/>
<path fill="none" stroke="${c.body}" stroke-width="4.5" stroke-linecap="round" d="M50 6 V28 M40 15 H60"/>`;

export const king = (c) => `${base(c)}${cross(c)}
<path ${body(c)} d="M31 80 C22 68 19 56 26 47 C33 39 45 42 50 54 C55 42 67 39 74 47 C81 56 78 68 69 80 Z"/>
<path ${body(c)} d="M50 54 C44 46 44 36 50 28 C56 36 56 46 50 54 Z"/>
<path ${detail(c)} d="M33 70 C44 66 56 66 67 70"/>`;

// ---- Marks for one-step components: Ferz (diagonal) and Wazir (orthogonal) ----
const DOT = 5;
export const ferzMarks = (c) =>
  [
    [11, 11],
    [89, 11],
    [11, 89],
    [89, 89],
  ]
    .map(
      ([x, y]) =>
        `<rect ${body(c)} x="${x - DOT}" y="${y - DOT}" width="${2 * DOT}" height="${2 * DOT}" transform="rotate(45 ${x} ${y})"/>`,
    )
    .join('');
export const wazirMarks = (c) =>
  [
    [50, 7],
    [93, 50],
    [50, 93],
    [7, 50],
  ]
    .map(([x, y]) => `<circle ${body(c)} cx="${x}" cy="${y}" r="${DOT}"/>`)
    .join('');

// ---- Westfield ----
// The shepherd's crook: a staff with a hook, drawn in outline then body colour so it shows on either army.
export const crook = (c) => {
  const d = 'M80 92 V34 C80 18 96 16 96 30 C96 36 92 38 89 35';
  return `<path fill="none" stroke="${c.line}" stroke-width="11" stroke-linecap="round" d="${d}"/>
<path fill="none" stroke="${c.crook}" stroke-width="5" stroke-linecap="round" d="${d}"/>`;
};

// A shogi-like tile pointing north, which is forward for both Westfield armies.
export const tile = (c) => `<path ${body(c)} d="M50 6 L80 18 L90 93 H10 L20 18 Z"/>`;

// A movement diagram on a tile: long rays for slides, dots for single steps, in a metal colour.
const DIRS = {
  N: [0, -1],
  NE: [1, -1],
  E: [1, 0],
  SE: [1, 1],
  S: [0, 1],
  SW: [-1, 1],
  W: [-1, 0],
  NW: [-1, -1],
};
export function moveDiagram(metal, c, slides, steps) {
  const cx = 50,
    cy = 56;
  const end = (d, r) => {
    const [x, y] = DIRS[d];
    const k = x && y ? r * 0.8 : r;
    return [cx + x * k, cy + y * k];
  };
  const rays = slides
    .map((d) => {
      const [x, y] = end(d, 32);
      return `M${cx} ${cy} L${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join(' ');
  const dots = steps
    .map((d) => {
      const [x, y] = end(d, 17);
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="6.5"/>`;
    })
    .join('');
  return `<path fill="none" stroke="${c.line}" stroke-width="11" stroke-linecap="round" d="${rays}"/>
<path fill="none" stroke="${metal}" stroke-width="6" stroke-linecap="round" d="${rays}"/>
<g fill="${metal}" stroke="${c.line}" stroke-width="2.5">${dots}<circle cx="${cx}" cy="${cy}" r="7.5"/></g>`;
}

// ---- Naydorian ----
export const tor = (c) => `${base(c)}
<path ${body(c)} d="M32 80 L35 40 H65 L68 80 Z"/>
<path ${body(c)} d="M28 42 L50 8 L72 42 Z"/>
<path ${detail(c)} d="M50 52 V66"/>
<path ${detail(c)} d="M36 76 H64"/>`;

// A hound's head: square muzzle, hanging ear and a spiked battle collar.
export const hound = (c) => `${base(c)}
<path ${body(c)} d="M32 80 C32 70 36 64 40 58 L20 57 C14 57 10 53 10 48 C10 43 14 39 20 39 L35 35 C39 26 46 20 55 20 C68 20 76 33 76 50 C76 62 73 72 70 80 Z"/>
<path ${body(c)} d="M47 25 C60 20 68 32 66 50 C65 58 57 59 55 52 C54 42 52 33 47 25 Z"/>
<circle ${ink(c)} cx="40" cy="34" r="3.2"/>
<circle ${ink(c)} cx="12" cy="46" r="3.6"/>
<path ${detail(c)} d="M13 53 C20 54 26 53 32 50"/>
<path ${body(c)} d="M38 60 L73 63 L72 71 L35 68 Z"/>
<path ${ink(c)} d="M43 61 L46 54 L49 61 Z M54 62 L57 55 L60 62 Z M65 63 L68 56 L70 63 Z"/>`;

export const warHorse = (c) => `${knight(c)}
<path ${detail(c)} d="M38 24 L47 38 L30 48"/>
<path ${body(c)} d="M46 9 L52 2 L55 17 Z"/>`;

export const pike = (c) => `${base(c, 28, 72)}
<path ${body(c)} d="M33 80 C33 71 41 66 44 62 H56 C59 66 67 71 67 80 Z"/>
<rect ${body(c)} x="37" y="54" width="26" height="8" rx="4"/>
<circle ${body(c)} cx="50" cy="43" r="11"/>
<path fill="none" stroke="${c.line}" stroke-width="5" d="M74 88 V20"/>
<path ${body(c)} d="M74 4 L81 18 L74 26 L67 18 Z"/>`;

const shieldPath = 'M50 8 C62 14 74 16 84 16 C84 52 74 76 50 92 C26 76 16 52 16 16 C26 16 38 14 50 8 Z';
export const yeoman = (c) => `<path ${body(c)} d="${shieldPath}"/>
<path ${detail(c, 6)} d="M30 56 L50 40 L70 56"/>`;

export const captain = (c) => `<path ${body(c)} d="${shieldPath}"/>
<path ${detail(c, 6)} d="M30 66 L50 50 L70 66"/>
<path fill="${c.detail}" stroke="none" d="M50 18 L54.7 30.5 L68 31 L57.6 39.2 L61.2 52 L50 44.6 L38.8 52 L42.4 39.2 L32 31 L45.3 30.5 Z"/>`;

// The fallback for a piece with no drawing: a disc with its letter.
export const disc = (c, letter) => `<circle ${body(c)} cx="50" cy="50" r="40"/>
<text x="50" y="64" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="44" fill="${c.detail}">${letter}</text>`;
