// Which pieces each army has lost, for the players' strips beside the board. The engine reports it with
// every ply: each captured-piece pool in variants that have them (Westfield), else every piece taken.

// [first army's lost pieces, second army's lost pieces] at ply `ply` of `plies` (a Plies record), as letters.
export function lostPieces(plies, ply) {
  const s = plies.at(ply);
  const lost = s.pools || s.captured;
  return [[...lost[0]], [...lost[1]]];
}
