// The chooser's words, arrows and marks for moves sharing one from and to cell (web/js/game/choices.js
// and push-steps.js), built from the pieces each legal move displaces as the engine lists them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeChoices, isPieceChoice, oneStep } from '../../web/js/game/choices.js';
import { pushStep } from '../../web/js/game/push-steps.js';

const NAMES = {
  K: 'King',
  R: 'Rook',
  P: 'Pawn',
  Q: 'Queen',
  N: 'Knight',
  X: 'Shepherding Bishop',
  S: 'Silverhunter',
  p: 'Pawn',
  r: 'Rook',
  n: 'Knight',
};
const name = (letter) => NAMES[letter] || letter;

const moved = (piece, from, to, becomes) => ({
  how: 'moved',
  piece,
  from,
  to,
  ...(becomes ? { becomes } : {}),
});
const captured = (piece, from) => ({ how: 'captured', piece, from });

test('castling and the king step name each piece that moves, the king first and drawn on top', () => {
  const castle = {
    text: 'O-O',
    from: 'e1',
    to: 'g1',
    kind: 'castle',
    promotion: '',
    displaced: [moved('K', 'e1', 'g1'), moved('R', 'h1', 'f1')],
  };
  const step = {
    text: 'e1g1',
    from: 'e1',
    to: 'g1',
    kind: 'normal',
    promotion: '',
    displaced: [moved('K', 'e1', 'g1')],
  };
  const [a, b] = describeChoices([castle, step], name);
  assert.equal(a.title, 'Castle');
  assert.equal(a.detail, 'King e1\u2192g1, Rook h1\u2192f1');
  assert.deepEqual(a.arrows, [
    { from: 'h1', to: 'f1', brush: 'outcome' },
    { from: 'e1', to: 'g1', brush: 'move' },
  ]);
  assert.equal(b.title, 'King step');
  assert.equal(b.letter, 'K');
  assert.equal(isPieceChoice([a, b]), false);
});

test('a promotion with a capture marks the captured cell and offers a piece grid', () => {
  const promos = ['Q', 'N'].map((q) => ({
    text: `b7a8${q.toLowerCase()}`,
    from: 'b7',
    to: 'a8',
    kind: 'promotion',
    promotion: q,
    displaced: [moved('P', 'b7', 'a8', q), captured('r', 'a8')],
  }));
  const options = describeChoices(promos, name);
  assert.deepEqual(
    options.map((o) => o.title),
    ['Queen', 'Knight'],
  );
  assert.deepEqual(
    options.map((o) => o.letter),
    ['Q', 'N'],
  );
  assert.equal(options[0].detail, 'Pawn b7\u2192a8, takes a8');
  assert.deepEqual(options[0].marks, [{ cell: 'a8' }]);
  const step = oneStep(options);
  assert.equal(step.heading, 'Promote to');
  assert.equal(step.pieces, true);
  assert.deepEqual(
    step.options[1].keep.map((m) => m.text),
    ['b7a8n'],
  );
});

test('an optional promotion offers keeping the piece', () => {
  const keep = {
    text: 'e7e8',
    from: 'e7',
    to: 'e8',
    kind: 'normal',
    promotion: '',
    displaced: [moved('S', 'e7', 'e8')],
  };
  const promote = {
    text: 'e7e8q',
    from: 'e7',
    to: 'e8',
    kind: 'promotion',
    promotion: 'Q',
    displaced: [moved('S', 'e7', 'e8', 'Q')],
  };
  assert.deepEqual(
    describeChoices([keep, promote], name).map((o) => o.title),
    ['Keep the Silverhunter', 'Queen'],
  );
});

test('push moves are asked about one pushed piece at a time: where it goes, then what it becomes', () => {
  const push = (to, becomes, text) => ({
    text,
    from: 'e1',
    to: 'e3',
    kind: 'push',
    promotion: '',
    pushes: [{ from: 'e2', to, promotion: becomes }],
    captures: [],
    displaced: [
      moved('X', 'e1', 'e3'),
      { how: 'pushed', piece: 'P', from: 'e2', to, ...(becomes ? { becomes } : {}) },
    ],
  });
  const moves = [push('e4', '', 'a'), push('d3', '', 'b'), push('d3', 'Q', 'c')];
  const first = pushStep(moves, name);
  assert.equal(first.heading, 'Where does the Pawn on e2 go?');
  assert.deepEqual(
    first.options.map((o) => o.title),
    ['Pawn e2\u2192e4', 'Pawn e2\u2192d3'],
  );
  assert.deepEqual(
    first.options[1].keep.map((m) => m.text),
    ['b', 'c'],
  );
  const second = pushStep(first.options[1].keep, name);
  assert.equal(second.heading, 'The Pawn pushed to d3 becomes');
  assert.deepEqual(
    second.options.map((o) => o.title),
    ['Stays a Pawn', 'Queen'],
  );
  assert.equal(second.options[1].detail, 'Shepherding Bishop e1\u2192e3, Pawn e2\u2192d3 becomes Queen');
  assert.equal(pushStep([moves[0]], name), null);
});

test('Seirawan gating: each held piece that may enter the cell the mover leaves is its own choice', () => {
  const plain = {
    text: 'g1f3',
    from: 'g1',
    to: 'f3',
    kind: 'normal',
    promotion: '',
    displaced: [moved('N', 'g1', 'f3')],
  };
  const gate = { ...plain, text: 'g1f3h', kind: 'gate', gate: 'H', gateCell: 'g1' };
  const castle = {
    text: 'h1e1h',
    from: 'e1',
    to: 'g1',
    kind: 'castle',
    promotion: '',
    gate: 'H',
    gateCell: 'h1',
    displaced: [moved('K', 'e1', 'g1'), moved('R', 'h1', 'f1')],
  };
  const [a, b] = describeChoices([plain, gate], (l) => (l === 'H' ? 'Hawk' : name(l)));
  assert.equal(a.title, 'g1f3');
  assert.equal(b.title, 'Hawk enters g1');
  assert.equal(b.detail, 'Knight g1\u2192f3, Hawk enters g1 from the hand');
  assert.equal(isPieceChoice([a, b]), false);
  const [c] = describeChoices([castle], (l) => (l === 'H' ? 'Hawk' : name(l)));
  assert.equal(c.title, 'Castle, Hawk enters h1');
});
