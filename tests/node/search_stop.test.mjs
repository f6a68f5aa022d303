// The wasm module's stoppable search, as the page's search worker drives it: slices that return to
// JavaScript, a stop between them or through the shared flag, and the same game searching again.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const M = await loadEngine();
const legalTexts = (g) => JSON.parse(g.legalMoves()).map((m) => m.text);

test('a sliced search returns to JavaScript between slices and reports each depth once', () => {
  const g = new M.Game('chess');
  const depths = [];
  assert.equal(
    g.searchStart({ depth: 6 }, (json) => depths.push(JSON.parse(json).depth)),
    '',
  );
  let slices = 1;
  while (!g.searchStep(1)) slices++;
  assert.ok(slices > 1, 'a 1 ms slice pauses a depth-6 search');
  assert.deepEqual(depths, [1, 2, 3, 4, 5, 6]);
  const { best, last } = JSON.parse(g.searchResult());
  assert.ok(legalTexts(g).includes(best));
  assert.equal(last.depth, 6);
  g.delete();
});

test('searchStop between slices ends the search with a legal move, and the game searches again', () => {
  const g = new M.Game('capablanca');
  let reports = 0;
  g.searchStart({}, () => reports++); // no limit: it would think for the "full" level's time
  for (let i = 0; i < 20; i++) assert.equal(g.searchStep(2), false);
  g.searchStop();
  const before = reports;
  assert.equal(g.searchStep(2), true);
  const { best } = JSON.parse(g.searchResult());
  assert.ok(before >= 1);
  assert.equal(reports, before, 'the stopped search reported nothing more');
  assert.ok(legalTexts(g).includes(best));
  // The stop was spent: the next search runs to its depth.
  g.searchStart({ depth: 4 }, null);
  while (!g.searchStep(5));
  assert.equal(JSON.parse(g.searchResult()).last.depth, 4);
  g.delete();
});

test('the shared flag stops the search named by Module.stopId and no other', () => {
  const g = new M.Game('chess');
  M.stopFlag = new Int32Array(new SharedArrayBuffer(4));
  try {
    M.stopId = 7;
    Atomics.store(M.stopFlag, 0, 6); // an earlier search's stop
    g.searchStart({ depth: 5 }, null);
    assert.equal(g.searchStep(0), true);
    assert.equal(JSON.parse(g.searchResult()).last.depth, 5);

    Atomics.store(M.stopFlag, 0, 7);
    // Unlimited, the search would think for the "full" level's 5 s: the flag ends it at its first check.
    g.searchStart({}, null);
    assert.equal(g.searchStep(0), true);
    const { best, last } = JSON.parse(g.searchResult());
    assert.ok(legalTexts(g).includes(best));
    assert.ok(last.nodes < 3000, `${last.nodes} nodes searched`);
  } finally {
    M.stopFlag = null;
    g.delete();
  }
});

test('searchStart checks its options', () => {
  const g = new M.Game('chess');
  assert.match(g.searchStart('depth 3', null), /options must be an object/);
  // Values of the wrong kind or out of range are bounded, not trusted.
  assert.equal(g.searchStart({ depth: 1e9, nodes: -5, movetime: 'soon' }, null), '');
  g.searchStop();
  assert.equal(g.searchStep(0), true);
  assert.ok(legalTexts(g).includes(JSON.parse(g.searchResult()).best));
  // NaN is a number to JavaScript: each limit given as NaN counts as no limit, and the others hold.
  for (const key of ['depth', 'nodes', 'movetime', 'softtime']) {
    const limits = { depth: 3, nodes: 2000, [key]: NaN };
    assert.equal(g.searchStart(limits, null), '');
    assert.equal(g.searchStep(0), true); // 0: no slice limit, so one call runs it to the end
    const { best, last } = JSON.parse(g.searchResult());
    assert.ok(legalTexts(g).includes(best), `${key}: NaN gave ${best}`);
    assert.ok(last.depth >= 1, `${key}: NaN gave no finished iteration`);
    if (key !== 'depth') assert.ok(last.depth <= 3, `${key}: NaN gave depth ${last.depth}`);
    if (key !== 'nodes') assert.ok(last.nodes <= 2000, `${key}: NaN gave ${last.nodes} nodes`);
  }
  g.delete();
});
