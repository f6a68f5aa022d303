// The snapshots the first board is drawn from (build/site/engine/start, written by scripts/site) are the
// engine's own answers for this build: the variant list, the levels, and each variant's open reply.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
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

// scripts/site writes the list and the first variant's snapshot into the play page itself.
test('start snapshots: the play page carries the list and its first variant’s snapshot, unaltered', () => {
  const html = fs.readFileSync(path.join(dir, '../../index.html'), 'utf8');
  const m = /<script type="application\/json" id="tessera-start">([^<]*)<\/script>/.exec(html);
  assert.ok(m, 'index.html has the inline start snapshot');
  const inline = JSON.parse(m[1]);
  assert.equal(inline.base, 'engine/start/');
  const index = read('index.json');
  assert.deepEqual(inline.index, index);
  const first = index.variants[0].id;
  assert.deepEqual(Object.keys(inline.variants), [first]);
  assert.deepEqual(inline.variants[first], read(`${first}.json`));
});

test('start snapshots: text that could close the page’s element is escaped', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-inline-'));
  const snaps = path.join(tmp, 'engine/start');
  fs.mkdirSync(snaps, { recursive: true });
  const index = { variants: [{ id: 'x', name: '</script><b>' }], levels: [] };
  fs.writeFileSync(path.join(snaps, 'index.json'), JSON.stringify(index));
  fs.writeFileSync(path.join(snaps, 'x.json'), JSON.stringify({ describe: { name: '<!--' } }));
  fs.writeFileSync(path.join(tmp, 'index.html'), '<html><head></head><body></body></html>');
  const script = path.resolve(dir, '../../../../scripts/inline_start.mjs');
  const r = spawnSync(process.execPath, [script, path.join(tmp, 'index.html'), snaps]);
  assert.equal(r.status, 0, String(r.stderr));
  const html = fs.readFileSync(path.join(tmp, 'index.html'), 'utf8');
  const m = /<script type="application\/json" id="tessera-start">([^<]*)<\/script>/.exec(html);
  assert.ok(m, 'one element, closed where it was written');
  assert.deepEqual(JSON.parse(m[1]).index, index);
});
