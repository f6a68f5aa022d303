// The site build's bundler (scripts/bundle.mjs): the joined file behaves as the modules did (each its
// own scope, imports in dependency order, URLs relative to each module), and forms it cannot join
// stop the build with the file named instead of producing a broken page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUNDLE = path.join(ROOT, 'scripts/bundle.mjs');

function tree(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bundle-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const run = (dir, entry, out) => spawnSync('node', [BUNDLE, dir, entry, out], { encoding: 'utf8' });

test('bundle: modules keep their own scopes, exports and import order', async () => {
  const dir = tree({
    'js/main.js': [
      "import { twice, NAME } from './lib/a.js';",
      "import { label as tag } from './lib/b.js';",
      "import * as B from './lib/b.js';",
      "import './lib/side.js';",
      'const local = 1;',
      'globalThis.result = { twice: twice(21), name: NAME, tag: tag(), calls: B.calls(), local, order: globalThis.order };',
      '',
    ].join('\n'),
    'js/lib/a.js': [
      "import { label } from './b.js';",
      'const local = 2;',
      'export const NAME = `a-${label()}-${local}`;',
      'export function twice(n) {',
      '  return 2 * n;',
      '}',
      "(globalThis.order ||= []).push('a');",
      '',
    ].join('\n'),
    'js/lib/b.js': [
      'let count = 0;',
      'const local = 3;',
      'export function label() {',
      '  count++;',
      "  return 'b' + local;",
      '}',
      'export const calls = () => count;',
      "(globalThis.order ||= []).push('b');",
      '',
    ].join('\n'),
    'js/lib/side.js': "(globalThis.order ||= []).push('side');\n",
  });
  assert.equal(run(dir, 'js/main.js', 'js/main.bundle.js').status, 0);
  const text = fs.readFileSync(path.join(dir, 'js/main.bundle.js'), 'utf8');
  assert.doesNotMatch(text, /^(import|export)\s/m);
  await import(path.join(dir, 'js/main.bundle.js'));
  assert.deepEqual(globalThis.result, {
    twice: 42,
    name: 'a-b3-2',
    tag: 'b3',
    calls: 2, // one module instance: a.js and main.js called the same label()
    local: 1,
    order: ['b', 'a', 'side'],
  });
});

test('bundle: import.meta.url still names the module it was written in', async () => {
  const dir = tree({
    'js/app.js': "import { where } from './engine/service.js';\nglobalThis.where = where;\n",
    'js/engine/service.js': "export const where = new URL('../workers/w.js', import.meta.url).pathname;\n",
  });
  assert.equal(run(dir, 'js/app.js', 'js/app.bundle.js').status, 0);
  await import(path.join(dir, 'js/app.bundle.js'));
  assert.equal(globalThis.where, path.join(dir, 'js/workers/w.js'));
});

test('bundle: an import cycle, a missing module or an unread form stops the build, naming the file', () => {
  const cycle = tree({
    'a.js': "import { b } from './b.js';\nexport const a = 1;\n",
    'b.js': "import { a } from './a.js';\nexport const b = a;\n",
  });
  const c = run(cycle, 'a.js', 'out.js');
  assert.equal(c.status, 1);
  assert.match(c.stderr, /import cycle through a\.js/);
  const missing = run(tree({ 'a.js': "import { b } from './gone.js';\n" }), 'a.js', 'out.js');
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /imports gone\.js, which does not exist/);
  const reexport = run(
    tree({ 'a.js': "export { x } from './x.js';\n", 'x.js': 'export const x = 1;\n' }),
    'a.js',
    'o.js',
  );
  assert.equal(reexport.status, 1);
  assert.match(reexport.stderr, /a\.js: a module form this bundler does not read/);
  const mutable = run(tree({ 'a.js': 'export let n = 1;\n' }), 'a.js', 'o.js');
  assert.equal(mutable.status, 1);
  assert.match(mutable.stderr, /a\.js/);
});

// A module loaded later (`import('./x.js')`) is a file of its own, which takes the modules it shares
// with the first file from it: one instance of each, whichever file asked for it.
test('bundle: a module loaded later gets its own file, sharing module instances with the first', async () => {
  const dir = tree({
    'js/main.js': [
      "import { bump } from './lib/count.js';",
      'bump();',
      "globalThis.later = () => import('./late.js').then((m) => m.run());",
      '',
    ].join('\n'),
    'js/lib/count.js': 'let n = 0;\nexport function bump() {\n  return ++n;\n}\n',
    'js/late.js': [
      "import { bump } from './lib/count.js';",
      "import { extra } from './lib/extra.js';",
      'export function run() {',
      '  return [bump(), extra];',
      '}',
      '',
    ].join('\n'),
    'js/lib/extra.js': "export const extra = 'x';\n",
  });
  assert.equal(run(dir, 'js/main.js', 'js/main.bundle.js').status, 0);
  const first = fs.readFileSync(path.join(dir, 'js/main.bundle.js'), 'utf8');
  const late = fs.readFileSync(path.join(dir, 'js/main.bundle-late.js'), 'utf8');
  assert.ok(first.includes('// ---- js/lib/count.js\n') && !first.includes('// ---- js/lib/extra.js\n'));
  assert.ok(late.includes('// ---- js/lib/extra.js\n') && !late.includes('// ---- js/lib/count.js\n'));
  await import(path.join(dir, 'js/main.bundle.js'));
  assert.deepEqual(await globalThis.later(), [2, 'x']); // count.js ran once: bump() was 1 before
  const nested = tree({
    'a.js': "globalThis.go = () => import('./b.js');\n",
    'b.js': "export const go = () => import('./c.js');\n",
    'c.js': 'export const c = 1;\n',
  });
  const n = run(nested, 'a.js', 'o.js');
  assert.equal(n.status, 1);
  assert.match(n.stderr, /b\.js: a module loaded later may not load another later/);
  const both = tree({
    'a.js': "import { b } from './b.js';\nglobalThis.go = () => import('./b.js');\n",
    'b.js': 'export const b = 1;\n',
  });
  const t = run(both, 'a.js', 'o.js');
  assert.equal(t.status, 1);
  assert.match(t.stderr, /a\.js: loads b\.js later, which a\.js imports at once/);
});

// The play page's first board needs only the first file; the panels, picker and share code come later.
test("bundle: the play page's modules join into its first board's file and the rest's", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bundle-'));
  const out = path.join(dir, 'app.bundle.js');
  execFileSync('node', [BUNDLE, path.join(ROOT, 'web'), 'js/app.js', out]);
  const first = fs.readFileSync(out, 'utf8');
  const rest = fs.readFileSync(path.join(dir, 'app.bundle-page.js'), 'utf8');
  assert.deepEqual(first.match(/^(import|export)\s.*$/gm), ['export const $shared = Object.freeze({']);
  const restLines = rest.match(/^(import|export)\s.*$/gm);
  assert.equal(restLines.length, 2);
  assert.equal(restLines[0], "import { $shared } from './app.bundle.js';");
  assert.match(restLines[1], /^export const \{ PlayPage \} = \$later\d+;$/);
  // Every module app.js reaches is in one of them once: the board and engine service in the first,
  // the page in the rest.
  const count = (text, mod) => text.split(`// ---- ${mod}\n`).length - 1;
  for (const mod of [
    'js/play/first-board.js',
    'js/board/board.js',
    'js/engine/service.js',
    'js/game/game.js',
  ])
    assert.deepEqual([count(first, mod), count(rest, mod)], [1, 0], mod);
  for (const mod of ['js/play/page.js', 'js/ui/picker.js', 'js/share/share-panel.js', 'js/play/opponent.js'])
    assert.deepEqual([count(first, mod), count(rest, mod)], [0, 1], mod);
});
