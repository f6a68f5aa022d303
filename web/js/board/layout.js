// Board layout: where each cell of a variant lies on screen, its outline, coordinates labels and hit-testing.
// Cell positions come from the engine's describe(); this module only scales, flips and measures them.

const SQRT3 = Math.sqrt(3);

// Cell outlines in board units, centred on the cell: unit squares, or flat-topped hexes of circumradius 1.
const SQUARE = [
  [-0.5, -0.5],
  [0.5, -0.5],
  [0.5, 0.5],
  [-0.5, 0.5],
];
const HEX = [0, 1, 2, 3, 4, 5].map((i) => [Math.cos((i * Math.PI) / 3), Math.sin((i * Math.PI) / 3)]);

function splitName(name) {
  const m = /^([a-z]+)(\d+)$/i.exec(name);
  return m ? { file: m[1], rank: m[2] } : { file: name, rank: '' };
}

// Square boards mark the regions the engine reports: each palace by its outline and the diagonals
// between its corner cells, and a river as a line across the board between its two halves. In board units.
function regionSegments(info, hex) {
  if (hex) return [];
  const out = [];
  const at = new Map(info.cells.map((c) => [c.name, c]));
  for (const palace of info.palaces || []) {
    const cells = palace.map((n) => at.get(n)).filter(Boolean);
    if (cells.length < 4) continue;
    const xs = cells.map((c) => c.x);
    const ys = cells.map((c) => c.y);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    out.push({ kind: 'palace', a: [x0, y0], b: [x1, y1] }, { kind: 'palace', a: [x0, y1], b: [x1, y0] });
    const [l, r, d, u] = [x0 - 0.5, x1 + 0.5, y0 - 0.5, y1 + 0.5];
    for (const [a, b] of [
      [
        [l, d],
        [r, d],
      ],
      [
        [r, d],
        [r, u],
      ],
      [
        [r, u],
        [l, u],
      ],
      [
        [l, u],
        [l, d],
      ],
    ])
      out.push({ kind: 'palace', a, b });
  }
  const ys = [...new Set(info.cells.map((c) => c.y))].sort((p, q) => p - q);
  const river = info.river || 0;
  if (river > 0 && river < ys.length) {
    const xs = info.cells.map((c) => c.x);
    const y = (ys[river - 1] + ys[river]) / 2;
    out.push({ kind: 'river', a: [Math.min(...xs) - 0.5, y], b: [Math.max(...xs) + 0.5, y] });
  }
  return out;
}

export class Layout {
  constructor(info) {
    this.hex = info.geometry === 'hex';
    this.outline = this.hex ? HEX : SQUARE;
    this.cells = info.cells.map((c) => ({ ...c, ...splitName(c.name) }));
    this.byName = new Map(this.cells.map((c) => [c.name, c]));
    this.cellSpan = this.hex ? SQRT3 : 1; // centre-to-centre distance along a file
    this.pieceSize = this.hex ? 1.62 : 0.92; // piece image size in board units
    this.flipped = false;
    this.rotated = false;
    this.scale = 1;
    this.regions = regionSegments(info, this.hex);
    this.computeLabels();
  }

  // The palace and river lines (describe()'s `palaces` and `river`) as screen segments: [{kind, a, b}].
  regionLines() {
    return this.regions.map(({ kind, a, b }) => ({ kind, a: this.toScreen(...a), b: this.toScreen(...b) }));
  }

  // Board units to CSS pixels: rotate 180 degrees when flipped, a quarter turn anticlockwise when
  // rotated (the left edge comes to the bottom), y grows downward on screen.
  toScreen(x, y) {
    const k = (this.flipped ? -1 : 1) * this.scale;
    const u = (x - this.cx) * k;
    const v = (y - this.cy) * k;
    return this.rotated ? [this.ox - v, this.oy - u] : [this.ox + u, this.oy - v];
  }

  toBoard(sx, sy) {
    const k = (this.flipped ? -1 : 1) * this.scale;
    const dx = sx - this.ox;
    const dy = sy - this.oy;
    const [u, v] = this.rotated ? [-dy, -dx] : [dx, -dy];
    return [this.cx + u / k, this.cy + v / k];
  }

  // File letters under the bottom cell of each file; rank numbers one step left of the leftmost cell of
  // each rank, continuing the rank's own line (straight on squares, along the chevron on hexes).
  // Flipped square boards keep their labels bottom and left; hex labels turn with the board, since
  // the chevron ranks would otherwise run into the file letters.
  computeLabels() {
    const f = this.flipped && !this.hex ? -1 : 1;
    const files = new Map();
    const ranks = new Map();
    for (const c of this.cells) {
      const fileBest = files.get(c.file);
      if (!fileBest || f * c.y < f * fileBest.y) files.set(c.file, c);
      const group = ranks.get(c.rank) || [];
      group.push(c);
      ranks.set(c.rank, group);
    }
    this.labels = [];
    for (const [text, c] of files) this.labels.push({ text, x: c.x, y: c.y - f * this.cellSpan * 0.78 });
    if (this.hex) return; // chevron rank labels read badly: hex cells show their name on hover instead
    for (const [text, group] of ranks) {
      group.sort((a, b) => f * (a.x - b.x));
      const [first, second] = group;
      let dx = -f * (this.hex ? 1.5 : 1);
      let dy = this.hex ? f * (SQRT3 / 2) : 0;
      if (second) {
        dx = first.x - second.x;
        dy = first.y - second.y;
      }
      const k = this.hex ? 0.8 : 0.72;
      this.labels.push({ text, x: first.x + dx * k, y: first.y + dy * k });
    }
  }

  // The extent of the cells and labels in board units: [x0, x1, y0, y1].
  bounds() {
    const xs = [];
    const ys = [];
    for (const c of this.cells)
      for (const [dx, dy] of this.outline) {
        xs.push(c.x + dx);
        ys.push(c.y + dy);
      }
    for (const l of this.labels) {
      xs.push(l.x - 0.3, l.x + 0.3);
      ys.push(l.y - 0.3, l.y + 0.3);
    }
    return [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  }

  // Width over height of the board with its labels, for sizing the canvas (turned when rotated).
  aspect(rotated = false) {
    const [x0, x1, y0, y1] = this.bounds();
    return rotated ? (y1 - y0) / (x1 - x0) : (x1 - x0) / (y1 - y0);
  }

  // Fits the board and its labels into `width` x `height` CSS pixels.
  fit(width, height, flipped, rotated = false) {
    this.flipped = flipped;
    this.rotated = rotated;
    this.computeLabels();
    const [x0, x1, y0, y1] = this.bounds();
    this.cx = (x0 + x1) / 2;
    this.cy = (y0 + y1) / 2;
    const [w, h] = rotated ? [y1 - y0, x1 - x0] : [x1 - x0, y1 - y0];
    this.scale = Math.min(width / w, height / h);
    this.ox = width / 2;
    this.oy = height / 2;
    this.width = width;
    this.height = height;
  }

  centre(name) {
    const c = this.byName.get(name);
    return c ? this.toScreen(c.x, c.y) : null;
  }

  polygon(name) {
    const c = this.byName.get(name);
    return this.outline.map(([dx, dy]) => this.toScreen(c.x + dx, c.y + dy));
  }

  // The cell under a CSS-pixel point, or null off the board.
  cellAt(sx, sy) {
    const [x, y] = this.toBoard(sx, sy);
    let best = null;
    let bestD = Infinity;
    for (const c of this.cells) {
      const d = (c.x - x) ** 2 + (c.y - y) ** 2;
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    if (!best) return null;
    const inside = this.hex
      ? Math.sqrt(bestD) <= 0.98
      : Math.abs(best.x - x) <= 0.5 && Math.abs(best.y - y) <= 0.5;
    return inside ? best.name : null;
  }

  // The nearest cell from `name` in the screen direction [dx, dy] (unit vector), within 60 degrees of
  // it, so arrows walk square and hex boards alike; null at the edge. On hex boards a sideways step
  // keeps to the same rank when it can (its two sideways neighbours lie at equal distances).
  step(name, [dx, dy]) {
    const at = this.centre(name);
    const from = this.byName.get(name);
    if (!at) return null;
    let best = null;
    let bestScore = Infinity;
    for (const c of this.cells) {
      const [x, y] = this.toScreen(c.x, c.y);
      const along = (x - at[0]) * dx + (y - at[1]) * dy;
      const across = Math.abs((x - at[0]) * dy - (y - at[1]) * dx);
      if (along <= 1e-6 || along < across * 0.57) continue;
      const sameRank = this.hex && dx !== 0 && c.rank === from.rank;
      const score = (along + 2 * across) * (sameRank ? 0.9 : 1);
      if (score < bestScore) {
        bestScore = score;
        best = c.name;
      }
    }
    return best;
  }

  // One cell's size in CSS pixels (square side, or hex width across flats).
  cellPixels() {
    return this.scale * (this.hex ? SQRT3 : 1);
  }
}
