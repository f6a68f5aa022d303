// Generated art for pieces nobody has drawn: the piece's letter in a token whose outline and coloured
// band depend on the letter, or a drawn glyph with a letter badge when two pieces would share one glyph.
import { body } from './parts.js';

// Six outlines times five band colours: every letter A-Z gets its own pair, so pieces stay apart by shape
// and colour at sizes where the letter itself is hard to read (a 16x16 board on a phone).
const SHAPES = [
  'M50 8 A42 42 0 1 1 49.9 8 Z', // circle
  'M20 10 H80 Q90 10 90 20 V80 Q90 90 80 90 H20 Q10 90 10 80 V20 Q10 10 20 10 Z', // rounded square
  'M50 6 L88 28 V72 L50 94 L12 72 V28 Z', // hexagon
  'M33 8 H67 L92 33 V67 L67 92 H33 L8 67 V33 Z', // octagon
  'M50 6 C64 12 78 14 90 14 C90 54 78 78 50 94 C22 78 10 54 10 14 C22 14 36 12 50 6 Z', // shield
  'M50 4 L96 50 L50 96 L4 50 Z', // diamond
];
const BANDS = ['#2f7fd0', '#d0582f', '#2f9e52', '#9b4fc4', '#c99a17'];

// 0..25 for A..Z (either case), else a stable small number from the character code.
function letterIndex(letter) {
  const code = String(letter).toUpperCase().charCodeAt(0) || 0;
  return code >= 65 && code <= 90 ? code - 65 : code % 30;
}

const shown = (letter) =>
  String(letter)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '?')
    .slice(0, 1) || '?';

// The token: army colours for body and letter (so the side reads first), outline and band from the letter.
export function letterToken(c, letter) {
  const i = letterIndex(letter);
  const shape = SHAPES[i % SHAPES.length];
  const band = BANDS[Math.floor(i / SHAPES.length) % BANDS.length];
  return `<path ${body(c)} d="${shape}"/>
<path fill="none" stroke="${band}" stroke-width="7" transform="translate(50 50) scale(0.8) translate(-50 -50)" d="${shape}"/>
<text x="50" y="51" dominant-baseline="central" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="52" fill="${c.detail}">${shown(letter)}</text>`;
}

// A drawn glyph shrunk to the upper left with the piece's token as a badge in the lower right.
export function badged(glyph, c, letter) {
  const badge = `<g transform="translate(56 56) scale(0.44)">${letterToken(c, letter)}</g>`;
  return `<g transform="translate(0 0) scale(0.84)">${glyph}</g>${badge}`;
}

// How each piece of a variant is drawn: 'drawn' (its own glyph), 'badge' (the closest glyph, marked with
// its letter: its name only contains a drawn piece's, or another piece has the glyph) or 'token'.
// `match(name)` gives {key, exact}: the art key (or null) and whether the name is that key itself.
export function artPlan(pieces, match) {
  const plan = new Map();
  const owner = new Set(); // glyphs already given to a piece named after them
  const matched = pieces.map((p) => ({ letter: p.letter.toUpperCase(), ...match(p.name) }));
  for (const m of matched) {
    if (m.key && m.exact && !owner.has(m.key)) {
      owner.add(m.key);
      plan.set(m.letter, 'drawn');
    }
  }
  for (const m of matched) if (!plan.has(m.letter)) plan.set(m.letter, m.key ? 'badge' : 'token');
  return plan;
}
