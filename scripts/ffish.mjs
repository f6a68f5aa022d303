// The one way Node.js loads ffish (npm, a tests/ devDependency: Fairy-Stockfish compiled to wasm),
// for tests and scripts alike. Resolved from tests/, where scripts/setup installs it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const requireFromTests = createRequire(path.join(root, 'tests', 'package.json'));

let loaded = null;

export function loadFfish() {
  // Node 20's fetch cannot read a file path, so the loader must fall back to reading ffish.wasm.
  delete globalThis.fetch;
  loaded ??= new Promise((resolve) => {
    const ffish = requireFromTests('ffish');
    ffish.onRuntimeInitialized = () => resolve(ffish);
  });
  return loaded;
}
