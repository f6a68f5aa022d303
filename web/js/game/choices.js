// Describes the legal moves that share one from and to cell, so the player can pick one:
// promotions, castling versus a king step, a Seirawan piece entering as its mover leaves, and each
// outcome of a Westfield Shepherd's Push.

function kindTitle(m, all, name) {
  const has = (kind) => all.some((o) => o.kind === kind);
  if (m.gate) return `${m.kind === 'castle' ? 'Castle, ' : ''}${name(m.gate)} enters ${m.gateCell}`;
  if (m.kind === 'castle') return 'Castle';
  if (m.kind === 'push') return 'Push';
  if (m.kind === 'promotion') return name(m.promotion);
  if (has('castle')) return `${name(m.mover)} step`;
  if (has('promotion')) return `Keep the ${name(m.mover)}`;
  return m.text;
}

// One option per candidate: {move, title, detail, letter, arrows, marks}, from the pieces the engine says
// each move displaces (`displaced`: moved and pushed pieces first, the player's own piece first of all).
export function describeChoices(candidates, name) {
  return candidates.map((m) => {
    const shown = m.displaced || [];
    const moved = shown.filter((d) => d.how === 'moved' || d.how === 'pushed');
    const captured = shown.filter((d) => d.how === 'captured').map((d) => d.from);
    const mover = moved.length ? moved[0].piece : '';
    const move = { ...m, mover };
    const parts = moved.map(
      (x) =>
        `${name(x.piece)} ${x.from}\u2192${x.to}${x.how === 'pushed' && x.becomes ? ` becomes ${name(x.becomes)}` : ''}`,
    );
    if (captured.length) parts.push(`takes ${captured.join(', ')}`);
    if (m.promotion && m.kind !== 'promotion') parts.push(`promotes to ${name(m.promotion)}`);
    if (m.gate) parts.push(`${name(m.gate)} enters ${m.gateCell} from the hand`);
    // Drawn in reverse, so the player's own piece's arrow lies on top where paths overlap (castling).
    const arrows = moved
      .map((x, k) => ({ from: x.from, to: x.to, brush: k === 0 ? 'move' : 'outcome' }))
      .reverse();
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
  return (
    options.every(
      (o) => o.move.kind === 'promotion' || (o.move.kind === 'normal' && o.move.promotion === ''),
    ) && !options.some((o) => o.move.kind === 'push')
  );
}

// The whole choice among non-push moves as one step of the chooser (see pushStep for pushes).
export function oneStep(options) {
  const pieces = isPieceChoice(options);
  return {
    heading: pieces ? 'Promote to' : 'Which move?',
    pieces,
    options: options.map((o) => ({ ...o, keep: [o.move] })),
  };
}
