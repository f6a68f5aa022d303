// Writes what the play page needs to draw its first board before the engine has started: the variant
// list, the levels, and each built-in variant's description, start state and legal moves, as the
// engine itself answers them (build/wasm), into DIR/index.json and DIR/<id>.json.
import fs from 'node:fs';
import path from 'node:path';
import { loadEngine } from './wasm_engine.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/start_snapshots.mjs DIR');
  process.exit(2);
}
const M = await loadEngine();
const variants = JSON.parse(M.variants());
fs.mkdirSync(dir, { recursive: true });
const write = (name, value) => fs.writeFileSync(path.join(dir, name), JSON.stringify(value));
write('index.json', { variants, levels: JSON.parse(M.levels()) });
for (const { id } of variants) {
  const g = new M.Game(id);
  if (!g.ok()) throw new Error(`${id}: ${g.error()}`);
  // The same fields as the rules worker's reply to 'open', with the one ply as its JSON line.
  write(`${id}.json`, {
    describe: JSON.parse(g.describe()),
    startFen: g.startFen(),
    ply: g.plyState(),
    legal: JSON.parse(g.legalMoves()),
  });
  g.delete();
}
