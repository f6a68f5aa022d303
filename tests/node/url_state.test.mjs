// The URL codec for shared games: round trips, readability and hostile input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encodeState, decodeState, LIMITS } from '../../web/js/share/url-state.js';

test('a Westfield game with pools and a push round-trips and stays readable', () => {
  const state = {
    variant: 'westfield',
    fen: 'rnbq/pppp/8/8/PPPP/RNBQ[Pp] w - - 0 1',
    moves: ['e1e3:e2d4,d2c4,f2g4', 'O-O@j1', 'a7a8q'],
    orientation: 'black',
  };
  const query = encodeState(state);
  assert.match(
    query,
    /^\?v=westfield&fen=rnbq\/pppp\/8\/8\/PPPP\/RNBQ%5BPp%5D_w_-_-_0_1&moves=e1e3:e2d4,d2c4,f2g4_O-O@j1_a7a8q&o=black$/,
  );
  assert.deepEqual(decodeState(query), { ...state, problems: [] });
});

test('the start position and white orientation leave fen and o out of the link', () => {
  assert.equal(encodeState({ variant: 'chess', moves: ['e2e4'] }), '?v=chess&moves=e2e4');
  assert.deepEqual(decodeState('?v=chess'), {
    variant: 'chess',
    fen: '',
    moves: [],
    orientation: 'white',
    problems: [],
  });
});

test('a script-injection payload is never a variant and stays plain text in the moves', () => {
  const payload = encodeURIComponent('<img src=x onerror=alert(1)>');
  const decoded = decodeState(`?v=${payload}&moves=e2e4_${payload}`);
  assert.equal(decoded.variant, '');
  assert.deepEqual(decoded.moves, ['e2e4', '<img', 'src=x', 'onerror=alert(1)>']);
  assert.match(decoded.problems[0], /not a variant id/);
});

test('broken escapes, over-long parts and huge links give problems, not exceptions', () => {
  assert.match(decodeState('?v=chess&fen=%E0%A4%A').problems[0], /broken %-escape/);
  assert.match(decodeState(`?v=chess&fen=${'p'.repeat(LIMITS.fen + 1)}`).problems[0], /FEN is/);
  const many = decodeState(
    `?v=chess&moves=${Array(LIMITS.moves + 5)
      .fill('e2e4')
      .join('_')}`,
  );
  assert.equal(many.moves.length, LIMITS.moves);
  const long = decodeState(`?v=chess&moves=e2e4_${'x'.repeat(LIMITS.moveText + 1)}_e7e5`);
  assert.deepEqual(long.moves, ['e2e4']);
  const huge = decodeState(`?v=chess&moves=${'e2e4_'.repeat(LIMITS.query)}`);
  assert.match(huge.problems[0], /cut off/);
});

test('unknown keys are ignored and the first of a repeated key wins', () => {
  assert.deepEqual(decodeState('?x=1&v=capablanca&v=chess&o=black&o=white').variant, 'capablanca');
  assert.equal(decodeState('?v=chess&o=black&o=white').orientation, 'black');
});
