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

// What the army that did not move lost between two positions (JSON texts of consecutive plies).
function lostBetween(beforeText, afterText) {
  const before = JSON.parse(beforeText);
  const after = JSON.parse(afterText);
  const victim = before.side === 'white' ? 1 : 0;
  const had = count(before.board, victim === 0);
  const has = count(after.board, victim === 0);
  const out = [];
  for (const [letter, n] of had) for (let k = has.get(letter) || 0; k < n; k++) out.push(letter);
  return { victim, out };
}

// [first army's lost pieces, second army's lost pieces] up to ply `ply` of `plies` (a Plies record).
// Each ply is compared with the one before once; stepping through a long game costs nothing more.
// At most `budget` new plies are compared per call: null means "not yet, call again in a moment".
export function lostPieces(plies, ply, budget = Infinity) {
  const here = pool(plies.at(ply).fen);
  if (here !== null) {
    const lost = [[], []];
    for (const letter of here) lost[isFirstArmy(letter) ? 0 : 1].push(letter);
    return lost;
  }
  // plies.derived[i] holds the losses up to ply i + 1; Plies drops the entries of plies taken back.
  const known = plies.derived;
  let i = Math.min(ply, known.length);
  let lost = i > 0 ? known[i - 1] : [[], []];
  for (const end = Math.min(ply, i + budget); i < end; i++) {
    const { victim, out } = lostBetween(plies.text(i), plies.text(i + 1));
    lost = victim === 0 ? [[...lost[0], ...out], lost[1]] : [lost[0], [...lost[1], ...out]];
    known[i] = lost;
  }
  if (i < ply) return null;
  return [lost[0].slice(), lost[1].slice()];
}
