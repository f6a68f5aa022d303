// The wasm module's search: mates found, legal moves returned, per-iteration reports, levels.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const M = await loadEngine();

test('search finds a mate in 2 and reports each iteration', () => {
  const g = new M.Game('chess');
  assert.equal(g.loadFen('r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1'), '');
  const reports = [];
  const result = JSON.parse(g.search(5, 0, 0, (json) => reports.push(JSON.parse(json))));
  assert.equal(result.best, 'd5f6');
  assert.deepEqual(
    reports.map((r) => r.depth),
    [1, 2, 3, 4, 5],
  );
  assert.equal(result.last.mate, 2);
  assert.deepEqual(result.last.pv, ['d5f6', 'g7f6', 'c4f7']);
  g.delete();
});

test('search returns a legal move under node and time limits, in every variant', () => {
  for (const { id } of JSON.parse(M.variants())) {
    const g = new M.Game(id);
    for (const [nodes, ms] of [
      [500, 0],
      [0, 30],
    ]) {
      const legal = JSON.parse(g.legalMoves()).map((m) => m.text);
      const { best, last } = JSON.parse(g.search(0, nodes, ms, null));
      assert.ok(legal.includes(best), `${id}: ${best} is not legal`);
      assert.ok(last.depth >= 1, `${id}: no completed iteration`);
      assert.equal(g.play(best), '');
    }
    g.delete();
  }
});

test('search on a finished game returns no move', () => {
  const g = new M.Game('chess');
  assert.equal(g.loadFen('k7/2Q5/1K6/8/8/8/8/8 b - - 0 1'), ''); // stalemate
  assert.equal(JSON.parse(g.search(3, 0, 0, null)).best, '');
  g.delete();
});

test('levels() lists the difficulty levels, and setLevel() checks its argument', () => {
  const levels = JSON.parse(M.levels());
  assert.equal(levels[0].id, 'beginner');
  assert.equal(levels.at(-1).id, 'full');
  for (const l of levels) assert.ok(l.name && l.movetime > 0, JSON.stringify(l));
  const g = new M.Game('chess');
  assert.match(g.setLevel('grandmaster'), /unknown level/);
  assert.equal(g.setLevel('beginner'), '');
  assert.equal(g.loadFen('4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1'), '');
  const { best, last } = JSON.parse(g.search(0, 0, 0, null));
  assert.equal(best, 'd2d5'); // even the beginner takes a free queen
  assert.ok(last.depth <= 2);
  assert.equal(g.setHash(4), 4);
  g.delete();
});
