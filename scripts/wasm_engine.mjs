// The one way Node.js loads the built wasm module (build/wasm), for tests/ and scripts/*.mjs alike.
// The bytes are passed in directly: under Node.js the generated loader's fetch cannot read a file path.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'build/wasm/bindings');

export async function loadEngine() {
  if (!fs.existsSync(path.join(dir, 'tessera.wasm')))
    throw new Error('build/wasm is missing: run ./scripts/build first');
  const create = createRequire(import.meta.url)(path.join(dir, 'tessera.js'));
  return create({ wasmBinary: fs.readFileSync(path.join(dir, 'tessera.wasm')) });
}
