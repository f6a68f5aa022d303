// Loads the built wasm module under Node.js, passing the bytes directly (Node's fetch cannot read files).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.join(root, 'build/wasm/bindings');

export async function loadEngine() {
  const require = createRequire(import.meta.url);
  const create = require(path.join(dir, 'tessera.js'));
  return create({ wasmBinary: fs.readFileSync(path.join(dir, 'tessera.wasm')) });
}
