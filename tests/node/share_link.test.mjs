// The link reader behind the play page: variant fallback, messages for what a link could not give,
// and the query written for a game. Also audits web/js for HTML sinks that could run link text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readLink, loadProblem, gameQuery } from '../../web/js/share/link.js';

const VARIANTS = [
  { id: 'westfield', name: 'Westfield Chess' },
  { id: 'chess', name: 'Chess' },
];

test('a known variant opens with its FEN, moves and orientation', () => {
  assert.deepEqual(readLink('?v=chess&fen=8/8_w_-_-_0_1&moves=e2e4_e7e5&o=black', VARIANTS), {
    variant: 'chess',
    fen: '8/8 w - - 0 1',
    moves: ['e2e4', 'e7e5'],
    orientation: 'black',
    problems: [],
  });
});

test('no link at all opens the default variant quietly', () => {
  assert.deepEqual(readLink('', VARIANTS), {
    variant: 'westfield',
    fen: '',
    moves: [],
    orientation: 'white',
    problems: [],
  });
});

test('moves without a variant are played in the default variant', () => {
  const r = readLink('?moves=e2e4', VARIANTS);
  assert.equal(r.variant, 'westfield');
  assert.deepEqual(r.moves, ['e2e4']);
  assert.deepEqual(r.problems, []);
});

test('an unknown variant falls back to the default and drops the moves meant for it', () => {
  const r = readLink('?v=shogi&fen=x&moves=7g7f', VARIANTS);
  assert.equal(r.variant, 'westfield');
  assert.equal(r.fen, '');
  assert.deepEqual(r.moves, []);
  assert.match(r.problems[0], /"shogi" that Tessera does not have, so Westfield Chess was opened/);
  assert.match(r.problems[1], /were not loaded/);
});

test('a variant that is no id (an injection payload) is refused the same way', () => {
  const r = readLink(`?v=${encodeURIComponent('<script>x</script>')}&moves=e2e4`, VARIANTS);
  assert.equal(r.variant, 'westfield');
  assert.deepEqual(r.moves, []);
  assert.equal(r.problems.length, 2);
});

test('load problems name the FEN error or the first move refused and count the moves kept', () => {
  assert.equal(loadProblem({ fenError: '', stop: null }), '');
  assert.match(
    loadProblem({ fenError: 'bad row 3', stop: null }),
    /^The link's FEN was not accepted: bad row 3\./,
  );
  assert.equal(
    loadProblem({ fenError: '', stop: { move: 1, text: 'e2e5', reason: 'illegal' } }),
    "The link's move 1 (e2e5) could not be played: illegal. None of its moves were played.",
  );
  assert.match(
    loadProblem({ fenError: '', stop: { move: 2, text: 'x', reason: 'r' } }),
    /The move before it was kept;/,
  );
  assert.match(
    loadProblem({ fenError: '', stop: { move: 5, text: 'y'.repeat(100), reason: 'r' } }),
    /move 5 \(y{60}…\).*The 4 moves before it were kept;/,
  );
});

test("a game's query leaves out the standard start and spells out a custom one", () => {
  const game = (startFen) => ({
    info: { id: 'chess', startFen: 'S w - - 0 1' },
    startFen,
    history: ['e2e4'],
  });
  assert.equal(gameQuery(game('S w - - 0 1'), 'white'), '?v=chess&moves=e2e4');
  assert.equal(gameQuery(game('8/8 b - - 0 1'), 'black'), '?v=chess&fen=8/8_b_-_-_0_1&moves=e2e4&o=black');
});

// Link, move, FEN, record and engine text reach the page only as text: no module in web/js uses a
// sink that parses HTML or runs code from a string.
test('web/js assigns no text through HTML or code sinks', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/js');
  const sinks =
    /\.innerHTML\b|\.outerHTML\s*=|insertAdjacentHTML|document\.write|\beval\s*\(|new Function\s*\(|createContextualFragment|setTimeout\(\s*['"`]/;
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.js')) files.push(p);
    }
  };
  walk(root);
  assert.ok(files.length > 20, 'the audit sees the page modules');
  const hits = files.flatMap((f) =>
    fs
      .readFileSync(f, 'utf8')
      .split('\n')
      .map((line, i) => (sinks.test(line) ? `${path.relative(root, f)}:${i + 1}: ${line.trim()}` : null))
      .filter(Boolean),
  );
  assert.deepEqual(hits, []);
});
