// The board's colours and sizes of its marks, shared by the canvas renderer and the SVG diagram writer
// so that an exported diagram looks like the board on screen.

export const THEME = {
  square: { 0: '#b58863', 1: '#f0d9b5' },
  hex: { 0: '#f1dab3', 1: '#cf9f6b', 2: '#9e6d43' },
  guardHex: { 1: '#9db9cc', 2: '#6f93ad' },
  guardCell: '#fdfcf7',
  guardEdge: '#8d8a80',
  edge: 'rgba(60, 40, 20, 0.35)',
  label: '#5c4a38',
  promoted: '#c0262d', // the badge on a promoted piece
  lastMove: 'rgba(155, 199, 0, 0.45)',
  selected: 'rgba(20, 85, 30, 0.5)',
  dest: 'rgba(20, 85, 30, 0.5)',
  // Hex cells come in three shades, two of them dark: an opaque dark dot with a light rim stays at
  // least 3:1 against every shade (tests/browser/board_markers.test.mjs measures it).
  hexDest: '#0c4016',
  hexDestRim: 'rgba(255, 255, 255, 0.85)',
  premoveDest: 'rgba(20, 30, 85, 0.55)',
  premove: 'rgba(20, 30, 85, 0.4)',
  cursor: '#1f6fd6',
  guardMark: 'rgba(120, 115, 100, 0.55)',
  check: ['rgba(255, 0, 0, 1)', 'rgba(231, 0, 0, 1)', 'rgba(169, 0, 0, 0)'],
  brushes: {
    best: 'rgba(0, 72, 180, 0.75)',
    outcome: 'rgba(232, 110, 0, 0.92)',
    faint: 'rgba(232, 110, 0, 0.3)',
    move: 'rgba(21, 120, 27, 0.8)',
    drawn: 'rgba(21, 120, 27, 0.8)', // the user's own arrows, lichess's green
  },
  capture: 'rgba(200, 0, 0, 0.85)',
  regions: { palace: 'rgba(70, 45, 20, 0.6)', river: 'rgba(30, 90, 170, 0.8)' }, // palaces' lines, the river
};

// Line widths of the palace and river marks, in CSS pixels.
export const regionWidth = (layout, kind) => layout.cellPixels() * (kind === 'river' ? 0.08 : 0.03);

export function cellFill(state, layout, cell) {
  if (!layout.hex) return THEME.square[cell.shade];
  if (!state.hiddenCells) return THEME.hex[cell.shade];
  return cell.hidden ? THEME.guardCell : THEME.guardHex[cell.shade] || THEME.hex[cell.shade];
}

export const CHECK_RADIUS = 0.62; // the check glow's radius, in cell widths

// Coordinate labels grow with the cells but stay readable on small boards and modest on large ones.
export const labelSize = (layout) => Math.max(9, Math.min(16, layout.cellPixels() * 0.32));

// A Guard cell's inset dashed hexagon (drawn while the cell is empty), and its dash pattern.
export function guardOutline(layout, name) {
  const [x, y] = layout.centre(name);
  return layout.polygon(name).map(([px, py]) => [x + (px - x) * 0.72, y + (py - y) * 0.72]);
}
export const hexEdgeWidth = (layout, cell) => (cell.hidden ? Math.max(1, layout.scale * 0.06) : 1);
export const guardDash = (layout) => [layout.scale * 0.12, layout.scale * 0.1];
export const guardLineWidth = (layout) => Math.max(1, layout.scale * 0.04);

// An arrow in screen pixels: a round-capped shaft from the `from` centre to the neck, and a triangular
// head from the tip back to its two wings; null when either end is off the board or they coincide.
export function arrowShape(layout, { from, to, brush }) {
  const a = layout.centre(from);
  const b = layout.centre(to);
  if (!a || !b || from === to) return null;
  const px = layout.cellPixels();
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len = Math.hypot(dx, dy);
  const [ux, uy] = [dx / len, dy / len];
  const head = Math.min(px * 0.5, len * 0.6);
  const tip = [b[0] - ux * px * 0.12, b[1] - uy * px * 0.12];
  const neck = [tip[0] - ux * head, tip[1] - uy * head];
  const wings = [
    [neck[0] - uy * head * 0.55, neck[1] + ux * head * 0.55],
    [neck[0] + uy * head * 0.55, neck[1] - ux * head * 0.55],
  ];
  return {
    from: a,
    neck,
    tip,
    wings,
    colour: THEME.brushes[brush] || THEME.brushes.best,
    width: px * (brush === 'outcome' ? 0.11 : 0.15),
  };
}
