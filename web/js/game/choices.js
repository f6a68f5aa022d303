// Describes the legal moves that share one from and to cell, so the player can pick one:
// promotions, castling versus a king step, and each outcome of a Westfield Shepherd's Push.

// Pieces that moved between two boards ({cell: letter}), paired by letter; what vanished unpaired was captured.
export function boardChanges(before, after) {
  const gone = [];
  const came = [];
  for (const [cell, letter] of Object.entries(before)) if (after[cell] !== letter) gone.push({ cell, letter });
  for (const [cell, letter] of Object.entries(after)) if (before[cell] !== letter) came.push({ cell, letter });
  const moves = [];
  for (const c of came) {
    let i = gone.findIndex((g) => g.letter === c.letter);
    if (i < 0) i = gone.findIndex((g) => (g.letter === g.letter.toUpperCase()) === (c.letter === c.letter.toUpperCase()));
    if (i < 0) continue;
    moves.push({ from: gone[i].cell, to: c.cell, letter: gone[i].letter, becomes: c.letter });
    gone.splice(i, 1);
  }
  return { moves, captured: gone.map((g) => g.cell) };
}

function kindTitle(m, all, name) {
  const has = (kind) => all.some((o) => o.kind === kind);
  if (m.kind === 'castle') return 'Castle';
  if (m.kind === 'push') return 'Push';
  if (m.kind === 'promotion') return name(m.promotion);
  if (has('castle')) return `${name(m.mover)} step`;
  if (has('promotion')) return `Keep the ${name(m.mover)}`;
  return m.text;
}

// One option per candidate: {move, title, detail, letter, arrows, marks}. `previews[i]` is the board after
// candidate i (from the engine); pushes come from the move itself when the engine lists them.
export function describeChoices(candidates, board, previews, name) {
  return candidates.map((m, i) => {
    const mover = board[m.from];
    const move = { ...m, mover };
    const after = previews[i] || board;
    const changes = boardChanges(board, after);
    const pushed = m.pushes ? m.pushes.map((p) => ({ from: p.from, to: p.to, letter: board[p.from], becomes: p.promotion })) : null;
    // The piece the player moved comes first, then whatever its move carried along.
    const moved = pushed ? [{ from: m.from, to: m.to, letter: mover }, ...pushed]
      : [...changes.moves].sort((a, b) => (b.from === m.from) - (a.from === m.from));
    const captured = m.captures || changes.captured;
    const parts = moved.map((x) => `${name(x.letter)} ${x.from}\u2192${x.to}${pushed && x.becomes ? ` becomes ${name(x.becomes)}` : ''}`);
    if (captured.length) parts.push(`takes ${captured.join(', ')}`);
    if (m.promotion && m.kind !== 'promotion') parts.push(`promotes to ${name(m.promotion)}`);
    // Drawn in reverse, so the player's own piece's arrow lies on top where paths overlap (castling).
    const arrows = moved.map((x, k) => ({ from: x.from, to: x.to, brush: k === 0 ? 'move' : 'outcome' })).reverse();
    return {
      move,
      title: kindTitle(move, candidates, name),
      detail: parts.join(', '),
      letter: m.promotion || mover,
      arrows,
      marks: captured.map((cell) => ({ cell })),
    };
  });
}

// Promotions alone (a plain piece grid will do), or a list of outcomes that need words and arrows.
export function isPieceChoice(options) {
  return options.every((o) => o.move.kind === 'promotion' || (o.move.kind === 'normal' && o.move.promotion === ''))
    && !options.some((o) => o.move.kind === 'push');
}

// The whole choice among non-push moves as one step of the chooser (see pushStep for pushes).
export function oneStep(options) {
  const pieces = isPieceChoice(options);
  return { heading: pieces ? 'Promote to' : 'Which move?', pieces, options: options.map((o) => ({ ...o, keep: [o.move] })) };
}
