// scripts/lint must fail on a formatting or lint fault and pass on the same code laid out properly.
// The probes are written inside tests/ so that the tree's .clang-format and Prettier settings apply.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function lint(files) {
  const dir = mkdtempSync(join(root, 'tests', 'node', 'lint-probe-'));
  try {
    const paths = Object.entries(files).map(([name, text]) => {
      writeFileSync(join(dir, name), text);
      return relative(root, join(dir, name));
    });
    const run = spawnSync(join(root, 'scripts', 'lint'), paths, { cwd: root, encoding: 'utf8' });
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const goodCpp = 'int twice(int x) { return 2 * x; }\n';
const goodJs = "export const twice = (x) => 2 * x;\nexport const name = 'tessera';\n";

test('lint passes well-formatted C++ and JavaScript', () => {
  const { status, output } = lint({ 'good.cpp': goodCpp, 'good.mjs': goodJs });
  assert.equal(status, 0, output);
});

test('lint fails C++ that clang-format would change', () => {
  const { status, output } = lint({ 'bad.cpp': 'int twice(int x){return 2*x;}\n' });
  assert.equal(status, 1, output);
  assert.match(output, /bad\.cpp/);
  assert.match(output, /clang-format/);
});

test('lint fails JavaScript that Prettier would change', () => {
  const { status, output } = lint({ 'bad.mjs': 'export const twice = x=>2*x\n' });
  assert.equal(status, 1, output);
  assert.match(output, /bad\.mjs/);
});

test('lint fails JavaScript that ESLint rejects (an unused variable)', () => {
  const { status, output } = lint({ 'unused.mjs': 'const unused = 1;\nexport const two = 2;\n' });
  assert.equal(status, 1, output);
  assert.match(output, /'unused' is assigned a value but never used/);
});
