// The rules pages' SVG diagrams are the engine's own output: regenerating them from the current
// wasm module must give exactly the committed files (run scripts/rules_diagrams.mjs after a rule change).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { loadEngine } from '../../scripts/wasm_engine.mjs';
import { diagrams, outDir } from '../../scripts/rules_diagrams.mjs';

const M = await loadEngine();

test('every committed hex rules diagram matches what the engine draws now', () => {
  const fresh = diagrams(M);
  assert.ok(fresh.length >= 20);
  for (const { file, svg } of fresh) {
    const committed = fs.readFileSync(path.join(outDir, file), 'utf8');
    assert.equal(committed, svg, `${file} is stale: run node scripts/rules_diagrams.mjs`);
  }
});

test('the piece diagrams mark exactly the legal moves (Tor on g6: 21 destinations)', () => {
  const tor = diagrams(M).find((d) => d.file === 'naydorian-tor.svg').svg;
  assert.equal((tor.match(/<circle [^>]*r="6\.16"/g) || []).length, 21);
});
