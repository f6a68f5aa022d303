// The push preview: before a Shepherding move is made, arrows for the pieces it will push and where,
// read from the engine's own list of each legal move's pushes (its displaced pieces).

// Arrows for the moves `candidates` (the legal moves from one cell to another): a solid arrow where
// every candidate pushes a piece to the same cell, faint arrows where the player will be asked.
export function pushPreview(candidates) {
  const landings = new Map(); // pushed piece's cell -> Set of cells it may land on
  let pushing = 0;
  for (const m of candidates) {
    if (!m.pushes || !m.pushes.length) continue;
    pushing++;
    for (const p of m.pushes) {
      if (!landings.has(p.from)) landings.set(p.from, new Set());
      landings.get(p.from).add(p.to);
    }
  }
  const arrows = [];
  for (const [from, tos] of landings) {
    const certain =
      tos.size === 1 &&
      pushing === candidates.length &&
      candidates.every((m) => (m.pushes || []).some((p) => p.from === from));
    for (const to of tos) if (to !== from) arrows.push({ from, to, brush: certain ? 'outcome' : 'faint' });
  }
  return arrows;
}
