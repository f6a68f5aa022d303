// An embedded board's options from untrusted attribute text (web/js/embed/options.js): usable values
// always come back, and everything dropped or changed is named in `problems`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readOptions, DEFAULT_VARIANT } from '../../web/js/embed/options.js';
import { LIMITS } from '../../web/js/share/url-state.js';

test('good attributes come back as given, with FEN underscores read as spaces and any case of mode', () => {
  const o = readOptions({
    variant: 'westfield',
    fen: '8/8_w_-_-_0_1',
    moves: 'e2e4_e7e5',
    orientation: 'black',
    mode: 'Engine',
  });
  assert.deepEqual(o, {
    variant: 'westfield',
    fen: '8/8 w - - 0 1',
    moves: ['e2e4', 'e7e5'],
    orientation: 'black',
    mode: 'engine',
    problems: [],
  });
});

test('missing attributes give the default variant, white, view mode and no problems', () => {
  assert.deepEqual(readOptions({}), {
    variant: DEFAULT_VARIANT,
    fen: '',
    moves: [],
    orientation: 'white',
    mode: 'view',
    problems: [],
  });
});

test('each bad value is replaced and named, quoting only the start of long text', () => {
  const o = readOptions({
    variant: '<script>alert(1)</script>',
    orientation: 'sideways',
    mode: 'x'.repeat(100),
  });
  assert.equal(o.variant, DEFAULT_VARIANT);
  assert.equal(o.orientation, 'white');
  assert.equal(o.mode, 'view');
  assert.equal(o.problems.length, 3);
  assert.match(o.problems[0], /not a variant id/);
  assert.match(o.problems[1], /neither white nor black/);
  assert.match(o.problems[2], /not one of view, play, engine/);
  assert.ok(o.problems[2].length < 120, 'a long value is quoted cut short');
});

test('an over-long FEN falls back to the start position, and an over-long attribute is cut', () => {
  const fen = readOptions({ fen: 'p'.repeat(LIMITS.fen + 1) });
  assert.equal(fen.fen, '');
  assert.match(fen.problems[0], /start position was used/);
  const huge = readOptions({ moves: 'e2e4_'.repeat(LIMITS.query) });
  assert.match(huge.problems[0], /its end was cut off/);
  assert.ok(huge.moves.length <= LIMITS.moves);
});
