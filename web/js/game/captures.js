// Which pieces each army has lost, for the players' strips beside the board.
// Variants with captured-piece pools (Westfield) report them in the FEN, so those are read, not worked out.

const isFirstArmy = (letter) => letter === letter.toUpperCase();

function pool(fen) {
  const m = /\[([^\]]*)\]/.exec(fen.split(' ')[0]);
  return m ? m[1] : null;
}

function count(board, first) {
  const n = new Map();
  for (const letter of Object.values(board)) {
    if (isFirstArmy(letter) === first) n.set(letter, (n.get(letter) || 0) + 1);
  }
  return n;
}

// [first army's lost pieces, second army's lost pieces] up to state `ply`, as letters.
export function lostPieces(states, ply) {
  const lost = [[], []];
  const here = pool(states[ply].fen);
  if (here !== null) {
    for (const letter of here) lost[isFirstArmy(letter) ? 0 : 1].push(letter);
    return lost;
  }
  // Without pools: compare each position with the one before; the army that did not move lost what vanished.
  for (let i = 1; i <= ply; i++) {
    const victim = states[i - 1].side === 'white' ? 1 : 0;
    const before = count(states[i - 1].board, victim === 0);
    const after = count(states[i].board, victim === 0);
    for (const [letter, n] of before) {
      for (let k = after.get(letter) || 0; k < n; k++) lost[victim].push(letter);
    }
  }
  return lost;
}
