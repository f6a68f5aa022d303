// The rules pages' piece tables show the values the engine plays with: each "Value" cell of a page
// whose caption says the values guide the computer player equals the engine's value for that letter.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const M = await loadEngine();
const rules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/rules');

// letter -> number for every row of the page's pieces table with a numeric value cell.
function pageValues(id) {
  const html = fs.readFileSync(path.join(rules, `${id}.html`), 'utf8');
  const rows = [...html.matchAll(/<td class="letter">([A-Z])<\/td>[\s\S]*?<td class="value">([^<]*)<\/td>/g)];
  return new Map(rows.filter((r) => /^\d+$/.test(r[2])).map((r) => [r[1].toLowerCase(), Number(r[2])]));
}

for (const id of ['westfield', 'officer-spiel', 'chess', 'capablanca']) {
  test(`the ${id} rules page lists the engine's piece values`, () => {
    const g = new M.Game(id);
    const pieces = JSON.parse(g.describe()).pieces;
    g.delete();
    const shown = pageValues(id);
    const playable = pieces.filter((p) => !p.royal);
    assert.equal(shown.size, playable.length, 'one numeric value per piece that is not royal');
    for (const p of playable) assert.equal(shown.get(p.letter), p.value, `${p.name} (${p.letter})`);
  });
}
