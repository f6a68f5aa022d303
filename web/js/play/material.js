// Material on the board by the engine's piece values: which army is ahead and by how much, in pawns.
// Royal pieces are left out (they are never traded); the values come from the engine's describe().

// [first army's total, second army's total] in centipawns for `board` ({cell: letter}) and, in drop
// variants, the pieces `held` in hand (letters in their owner's case), which are as good as on the board.
export function material(board, pieces, held = '') {
  const values = new Map(pieces.filter((p) => !p.royal).map((p) => [p.letter.toLowerCase(), p.value]));
  const total = [0, 0];
  for (const letter of [...Object.values(board), ...held]) {
    total[letter === letter.toUpperCase() ? 0 : 1] += values.get(letter.toLowerCase()) || 0;
  }
  return total;
}

// "+3" for the army ahead (rounded to whole pawns), "" for the other army or an even count.
export function advantageText(totals, army) {
  const pawns = Math.round((totals[army] - totals[1 - army]) / 100);
  return pawns > 0 ? `+${pawns}` : '';
}
