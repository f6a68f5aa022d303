// Engine strength levels: the engine's own named levels when it offers them, else a small table of limits.
// A level is {id, name, depth, nodes, movetime}; zero means no limit of that kind. The engine knows its
// levels by id (they may also blur its evaluation); fallback levels have no id and only limit the search.

export const FALLBACK_LEVELS = [
  { id: '', name: 'Beginner', depth: 1, nodes: 0, movetime: 0 },
  { id: '', name: 'Casual', depth: 2, nodes: 0, movetime: 300 },
  { id: '', name: 'Club', depth: 4, nodes: 0, movetime: 1000 },
  { id: '', name: 'Strong', depth: 0, nodes: 0, movetime: 2000 },
  { id: '', name: 'Expert', depth: 0, nodes: 0, movetime: 5000 },
];

const num = (...values) => {
  const v = values.find((x) => Number.isFinite(Number(x)) && x !== null && x !== undefined && x !== '');
  return v === undefined ? 0 : Math.max(0, Number(v));
};

// Accepts the engine's list in any reasonable shape; falls back when it is missing or empty.
export function normaliseLevels(list) {
  if (!Array.isArray(list) || list.length === 0) return FALLBACK_LEVELS;
  return list.map((l, i) => ({
    id: l.id === undefined ? '' : String(l.id),
    name: String(l.name || l.label || l.id || `Level ${i + 1}`),
    depth: num(l.depth),
    nodes: num(l.nodes),
    movetime: num(l.movetime, l.movetimeMs, l.movetime_ms, l.time),
  }));
}
