// The engine's side of the page's clocks, through the wasm module: moveTime allocates from the side to
// move's own clock (the same function as UCI's go wtime/btime), and exportRecordWith writes the clock
// and an ending on time into the PGN, which reads back.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const M = await loadEngine();

test('moveTime thinks from the side to move’s clock, never more than half of it; no time, no clock', () => {
  const g = new M.Game('chess');
  const white = g.moveTime(60000, 1000, 0, 0);
  assert.ok(white > 0 && white <= 30000);
  assert.equal(g.moveTime(60000, 5, 0, 0), white, "the opponent's clock does not change White's budget");
  assert.ok(g.moveTime(60000, 1000, 3000, 0) > white, 'an increment allows more');
  assert.equal(g.moveTime(0, 60000, 0, 0), 0, 'no time given: no clock');
  assert.equal(g.play('e2e4'), '');
  const black = g.moveTime(60000, 1000, 0, 0);
  assert.ok(black > 0 && black <= 500, 'Black to move: its own 1 s');
  assert.ok(g.moveTime(NaN, -5, 1e30, -1) >= 0, 'nonsense numbers are bounded');
  g.delete();
});

test('a search given moveTime’s budget returns a legal move', () => {
  const g = new M.Game('chess');
  const legal = JSON.parse(g.legalMoves()).map((m) => m.text);
  const result = JSON.parse(g.search(0, 0, g.moveTime(3000, 3000, 0, 0), null));
  assert.ok(legal.includes(result.best));
  g.delete();
});

test('clockBudget: the time to aim at is moveTime’s, the hard limit up to twice it within a tenth of the clock', () => {
  const g = new M.Game('chess');
  const b = JSON.parse(g.clockBudget(60000, 60000, 0, 0));
  assert.equal(b.soft, g.moveTime(60000, 60000, 0, 0));
  assert.equal(b.hard, 2 * b.soft);
  const short = JSON.parse(g.clockBudget(3000, 60000, 0, 0));
  assert.ok(short.hard >= short.soft && short.hard <= 300, JSON.stringify(short));
  assert.deepEqual(JSON.parse(g.clockBudget(0, 60000, 0, 0)), { soft: 0, hard: 0 }, 'no time: no clock');
  assert.deepEqual(JSON.parse(g.clockBudget(NaN, -1, 1e30, -5)), { soft: 0, hard: 0 }, 'nonsense is no time');
  g.delete();
});

test('a search with a soft time stops after an iteration, well before its hard movetime', () => {
  const g = new M.Game('chess');
  const legal = JSON.parse(g.legalMoves()).map((m) => m.text);
  assert.equal(g.searchStart({ movetime: 60000, softtime: 30 }, null), '');
  const t0 = Date.now();
  while (!g.searchStep(50));
  assert.ok(Date.now() - t0 < 30000, 'it did not think for the whole minute');
  assert.ok(legal.includes(JSON.parse(g.searchResult()).best));
  g.delete();
});

test('exportRecordWith: TimeControl, each move’s clock and a loss on time, read back by importRecord', () => {
  const g = new M.Game('chess');
  for (const m of ['e2e4', 'e7e5']) assert.equal(g.play(m), '');
  const pgn = g.exportRecordWith('180+2', '180000 171234.5', '1-0', 'time forfeit');
  assert.match(pgn, /\[TimeControl "180\+2"\]/);
  assert.match(pgn, /\[Result "1-0"\]/);
  assert.match(pgn, /\[Termination "time forfeit"\]/);
  assert.match(pgn, /1\. e4 \{\[%clk 0:03:00\]\} 1\.\.\. e5 \{\[%clk 0:02:51\]\} 1-0\n$/);
  assert.equal(g.exportRecordWith('', '', '', ''), g.exportRecord(), 'nothing extra: the plain record');
  assert.doesNotMatch(g.exportRecordWith('1"]', 'x y', 'win', ''), /TimeControl|%clk|Termination/);
  const back = new M.Game('chess');
  assert.equal(back.importRecord(pgn), '');
  assert.deepEqual(JSON.parse(back.state()).history, ['e2e4', 'e7e5']);
  g.delete();
  back.delete();
});
