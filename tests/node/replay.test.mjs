// g.replay and g.plyState, the rules worker's way to open long games, and what a board's game costs:
// replay gives the positions play() reaches, and a game that never searches holds no search tables.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm_engine.mjs';
import { longGame } from '../browser/long_games.mjs';

const M = await loadEngine();

function replayed(g, moves) {
  const [head, ...lines] = g.replay(moves.join(' ')).split('\n');
  return { ...JSON.parse(head), lines: lines.filter(Boolean) };
}

test('replay of a 4000-ply game gives one line per ply, each the plyState that play() reaches', async () => {
  const { moves, fen } = await longGame('chess', 4000);
  const g = new M.Game('chess');
  const r = replayed(g, moves);
  assert.equal(r.played, 4000);
  assert.equal(r.error, '');
  assert.equal(r.lines.length, 4000);
  assert.equal(g.fen(), fen);
  assert.deepEqual(JSON.parse(g.state()).history, moves);
  // Each line stands alone (no history), so the whole reply grows linearly with the game.
  assert.ok(r.lines.every((l) => !l.includes('history')));
  assert.ok(r.lines.join('\n').length < 4000 * 800, 'about the same size per ply');
  const p = new M.Game('chess');
  for (const i of [0, 1, 2, 999, 3999]) {
    while (p.ply() <= i) assert.equal(p.play(moves[p.ply()]), '');
    assert.equal(r.lines[i], p.plyState());
  }
  g.delete();
  p.delete();
});

test('replay stops at the first illegal move, names it, and keeps the moves before it', () => {
  const g = new M.Game('westfield');
  const r = replayed(g, ['a3a4', 'k3k4', 'a4a9', 'b3b4']);
  assert.equal(r.played, 2);
  assert.notEqual(r.error, '');
  assert.equal(r.lines.length, 2);
  assert.deepEqual(JSON.parse(g.state()).history, ['a3a4', 'k3k4']);
  g.delete();
});

test('a game that never searches costs kilobytes: 500 of them grow the heap by less than 4 MB', () => {
  const before = M.HEAP8.buffer.byteLength;
  const games = [];
  for (let i = 0; i < 500; i++) {
    const g = new M.Game(['chess', 'westfield', 'naydorian'][i % 3]);
    g.setLevel('casual');
    g.setHash(8);
    games.push(g);
  }
  const grown = M.HEAP8.buffer.byteLength - before;
  assert.ok(grown < 4 << 20, `grew by ${(grown / 2 ** 20).toFixed(1)} MiB`);
  // The first search makes the tables, with the level and size set before.
  const r = JSON.parse(games[0].search(2, 0, 0, null));
  assert.notEqual(r.best, '');
  for (const g of games) g.delete();
});
