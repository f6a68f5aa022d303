// The snapshots the first board is drawn from (build/site/engine/start, written by scripts/site) are the
// engine's own answers for this build: the variant list, the levels, and each variant's open reply.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build/site/engine/start');
const read = (name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));

test('start snapshots: the variant list and levels are the engine’s', async () => {
  const M = await loadEngine();
  const index = read('index.json');
  assert.deepEqual(index.variants, JSON.parse(M.variants()));
  assert.deepEqual(index.levels, JSON.parse(M.levels()));
});

test('start snapshots: each variant’s description, start and legal moves are the engine’s', async () => {
  const M = await loadEngine();
  const ids = JSON.parse(M.variants()).map((v) => v.id);
  assert.ok(ids.length >= 6);
  for (const id of ids) {
    const g = new M.Game(id);
    const s = read(`${id}.json`);
    assert.deepEqual(s.describe, JSON.parse(g.describe()), id);
    assert.equal(s.startFen, g.startFen(), id);
    assert.equal(s.ply, g.plyState(), id);
    assert.deepEqual(s.legal, JSON.parse(g.legalMoves()), id);
    assert.ok(s.legal.length > 0, `${id} has moves to offer at the start`);
    g.delete();
  }
});
