// Where the player's pieces may be premoved while the opponent thinks: each piece's own moves from
// its cell as the engine reports them for a piece alone (no blockers), the way lichess offers premoves.
// A premove is only a wish: the engine decides whether it is legal when the player's turn comes.

const cache = new Map(); // 'variant|letter|cell' -> [cells]: a piece's reach never changes within a variant
const CACHE_LIMIT = 4000;

async function reach(engine, variant, letter, cell) {
  const key = `${variant}|${letter}|${cell}`;
  if (!cache.has(key)) {
    const r = await engine.call('pieceMoves', { variant, letter, cell });
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, r && !r.error ? [...new Set([...(r.moves || []), ...(r.captures || [])])] : []);
  }
  return cache.get(key);
}

// from -> [{to}] for every piece of `army` (0: upper-case letters) on `board` ({cell: letter}).
export async function premoveDests(engine, variant, board, army) {
  const mine = Object.entries(board).filter(([, l]) => (l === l.toUpperCase()) === (army === 0));
  const lists = await Promise.all(mine.map(([cell, letter]) => reach(engine, variant, letter, cell)));
  const out = new Map();
  mine.forEach(([cell], i) => {
    if (lists[i].length)
      out.set(
        cell,
        lists[i].map((to) => ({ to })),
      );
  });
  return out;
}
