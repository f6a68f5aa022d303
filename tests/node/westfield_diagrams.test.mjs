// The Westfield rules page's diagrams are the ones the engine draws now: regenerating them from the
// wasm module's legal moves must give the page byte for byte (run scripts/westfield_diagrams.mjs).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadEngine } from '../../scripts/wasm_engine.mjs';
import { PAGE, render, spliced } from '../../scripts/westfield_diagrams.mjs';

const M = await loadEngine();

test('the rules page holds the setup and push diagrams the engine draws today', () => {
  const page = fs.readFileSync(PAGE, 'utf8');
  assert.equal(
    spliced(page, render(M)),
    page,
    'web/rules/westfield.html is stale: run `node scripts/westfield_diagrams.mjs` after ./scripts/build',
  );
});

test('each push diagram shows the moves the engine lists', () => {
  const { diagrams } = render(M);
  // Nine piece types, each pushed by a Shepherding Rook and a Shepherding Bishop.
  assert.equal((diagrams.match(/<svg /g) || []).length, 18);
  // The source's rules, read off the drawings: a Rook pushed by a Shepherding Rook always goes with it,
  // a Bishop from the front may go either way, a flank Knight takes its own side's leap.
  assert.match(diagrams, /Shepherding Rook j4 to j6; R j5 to j7; R i5 to i7; R k5 to k7/);
  assert.match(diagrams, /Shepherding Rook j4 to j6; B j5 to h7 or l7; B i5 to g7; B k5 to m7/);
  assert.match(diagrams, /Shepherding Bishop j4 to l6; R k5 to k7 or m5; R j5 to j7; R k4 to m4/);
  assert.match(diagrams, /Shepherding Rook j4 to j6; N j5 to i7 or k7; N i5 to h7; N k5 to l7/);
  assert.match(diagrams, /Shepherding Rook j4 to j5; P j5 to i6 or j6 or k6/);
});
