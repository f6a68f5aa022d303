// Choosing among the Shepherd's Push moves that share from and to, one question at a time: where each
// pushed piece goes, then what each one becomes. Thousands of moves become a few short questions.
import { describeChoices } from './choices.js';

function group(moves, key) {
  const out = new Map();
  for (const m of moves) {
    const k = key(m);
    if (!out.has(k)) out.set(k, []);
    out.get(k).push(m);
  }
  return out;
}

const pushOf = (m, from) => (m.pushes || []).find((p) => p.from === from);
const landing = (from) => (m) => {
  const p = pushOf(m, from);
  return p ? p.to : '';
};
const becomes = (from) => (m) => {
  const p = pushOf(m, from);
  return p ? p.promotion : '';
};

// The letter of the piece on `from` before the move, as the engine reports it among what a move displaces.
const pieceOn = (m, from) => ((m.displaced || []).find((d) => d.from === from) || {}).piece || '';

// The pushed pieces' start cells, front first, as the engine lists them.
function pushedPieces(moves) {
  const cells = [];
  for (const m of moves) for (const p of m.pushes || []) if (!cells.includes(p.from)) cells.push(p.from);
  return cells;
}

// What every move of `moves` has in common: the arrows all of them draw and the cells all of them take.
function common(moves, pieces) {
  const first = moves[0];
  const arrows = [{ from: first.from, to: first.to, brush: 'move' }];
  for (const from of pieces) {
    const to = landing(from)(first);
    if (to && moves.every((m) => landing(from)(m) === to)) arrows.push({ from, to, brush: 'outcome' });
  }
  const taken = (first.captures || []).filter((c) => moves.every((m) => (m.captures || []).includes(c)));
  return { arrows: arrows.reverse(), taken, letter: pieceOn(first, first.from) };
}

// One option per group, titled by what it decides; a group of one move is described in full.
function option(keep, title, detail, letter, pieces, name, before) {
  if (keep.length === 1) return { ...describeChoices(keep, name)[0], keep, title, letter };
  const c = common(keep, pieces);
  const extra = c.taken.filter((cell) => !before.includes(cell));
  const words = [detail, `${keep.length} moves`, ...(extra.length ? [`takes ${extra.join(', ')}`] : [])];
  return {
    move: null,
    keep,
    title,
    detail: words.filter(Boolean).join(', '),
    letter,
    arrows: c.arrows,
    marks: c.taken.map((cell) => ({ cell })),
  };
}

// The next question for `moves` (at least two push moves sharing from and to), or null if none is left.
// {heading, pieces: piece grid or list, options: [{title, detail, letter, arrows, marks, keep, move?}]}
export function pushStep(moves, name) {
  const pieces = pushedPieces(moves);
  const before = common(moves, pieces).taken;
  for (const from of pieces) {
    const groups = group(moves, landing(from));
    if (groups.size < 2) continue;
    const letter = pieceOn(moves[0], from);
    const options = [...groups].map(([to, keep]) =>
      option(
        keep,
        to ? `${name(letter)} ${from}\u2192${to}` : `${name(letter)} stays on ${from}`,
        '',
        letter,
        pieces,
        name,
        before,
      ),
    );
    return { heading: `Where does the ${name(letter)} on ${from} go?`, pieces: false, options };
  }
  for (const from of pieces) {
    const groups = group(moves, becomes(from));
    if (groups.size < 2) continue;
    const letter = pieceOn(moves[0], from);
    const to = landing(from)(moves[0]);
    const options = [...groups].map(([promotion, keep]) =>
      option(
        keep,
        promotion ? name(promotion) : `Stays a ${name(letter)}`,
        '',
        promotion || letter,
        pieces,
        name,
        before,
      ),
    );
    return { heading: `The ${name(letter)} pushed to ${to} becomes`, pieces: true, options };
  }
  const rest = group(moves, (m) => m.promotion);
  if (rest.size > 1) {
    const options = [...rest].map(([promotion, keep]) =>
      option(
        keep,
        promotion ? name(promotion) : 'No promotion',
        '',
        promotion || pieceOn(moves[0], moves[0].from),
        pieces,
        name,
        before,
      ),
    );
    return { heading: 'Promote to', pieces: true, options };
  }
  return null;
}
