// Joins an entry module and every module it imports into one module file, for the site build: a
// page then makes one request for its code instead of one per module (the play page has about 50).
//
// The sources stay plain modules; this reads only the forms they use (checked, not assumed):
// `import { a, b as c } from './x.js'`, `import * as X from './x.js'`, `import './x.js'`, and
// `export` before a const, class or function declaration. Each module becomes a function scope that
// returns its exports, run once, after the modules it imports, so names never collide.
// A module the entry's code loads later, `import('./x.js')`, becomes a file of its own beside OUT
// (OUT's name, a dash and x's name), holding x and what x needs that OUT lacks; it takes the modules
// both share from OUT itself, so each stays one instance. Such a later file may not load another.
// Usage: node scripts/bundle.mjs ROOT ENTRY OUT (paths relative to ROOT; OUT and its later files are written).
import fs from 'node:fs';
import path from 'node:path';

const IMPORT_FROM = /^import\s+([^;'"]*?)\s+from\s+'(\.{1,2}\/[^']+)';[ \t]*\n/gm;
const IMPORT_BARE = /^import\s+'(\.{1,2}\/[^']+)';[ \t]*\n/gm;
const EXPORT_DECL = /^export\s+((?:async\s+)?function\*?|class|const)\s+([A-Za-z_$][\w$]*)/gm;
const IMPORT_LATER = /\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

function fail(file, why) {
  console.error(`bundle: ${file}: ${why}`);
  process.exit(1);
}

// `{ a, b as c }` -> `{ a, b: c }`; `* as X` -> the namespace name.
function binding(file, clause) {
  const ns = /^\*\s+as\s+([A-Za-z_$][\w$]*)$/.exec(clause);
  if (ns) return { namespace: ns[1] };
  const named = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!named) fail(file, `unsupported import clause "${clause}"`);
  const names = named[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => s.replace(/^([A-Za-z_$][\w$]*)\s+as\s+([A-Za-z_$][\w$]*)$/, '$1: $2'));
  return { names };
}

function readModule(root, file) {
  let text = fs.readFileSync(file, 'utf8');
  const imports = [];
  text = text.replace(IMPORT_FROM, (_, clause, spec) => {
    imports.push({ spec, ...binding(file, clause) });
    return '';
  });
  text = text.replace(IMPORT_BARE, (_, spec) => {
    imports.push({ spec });
    return '';
  });
  const later = [...text.matchAll(IMPORT_LATER)].map((m) => m[1]);
  const exports = [];
  text = text.replace(EXPORT_DECL, (_, kind, name) => {
    exports.push(name);
    return `${kind} ${name}`;
  });
  const left = /^(import|export)\s/m.exec(text);
  if (left)
    fail(file, `a module form this bundler does not read: "${text.slice(left.index).split('\n')[0]}"`);
  return { text, imports, exports, later };
}

const posix = (p) => p.split(path.sep).join('/');

// The modules `entry` reaches through static imports, each after those it imports. `shared`: modules
// (by file) another file already holds, which are neither walked nor included again.
function walk(root, entry, shared = new Map()) {
  const order = [];
  const state = new Map(); // file -> 'open' while its imports are walked, then its index in order
  function visit(file, from) {
    if (shared.has(file)) return;
    if (state.get(file) === 'open') fail(from, `import cycle through ${path.relative(root, file)}`);
    if (state.has(file)) return;
    if (!fs.existsSync(file)) fail(from, `imports ${path.relative(root, file)}, which does not exist`);
    state.set(file, 'open');
    const mod = readModule(root, file);
    for (const imp of mod.imports) visit(path.resolve(path.dirname(file), imp.spec), file);
    state.set(file, order.length);
    order.push({ file, ...mod });
  }
  visit(path.resolve(root, entry), entry);
  return order;
}

// The text of one output file. `id(file)` names a module's exports object, whether written here or
// taken from another file; `rewrite(m, text)` changes a module's text (its later imports).
function emit(root, outFile, order, id, rewrite, head, tail) {
  const parts = [head];
  for (const m of order) {
    const rel = posix(path.relative(path.dirname(outFile), m.file));
    const lines = m.imports
      .filter((imp) => imp.names || imp.namespace)
      .map((imp) => {
        const dep = id(path.resolve(path.dirname(m.file), imp.spec));
        return imp.namespace
          ? `const ${imp.namespace} = ${dep};`
          : `const { ${imp.names.join(', ')} } = ${dep};`;
      });
    // Each module keeps its own URL for the files it finds relative to itself (workers, the engine).
    const body = rewrite(m, m.text).replaceAll(
      'import.meta.url',
      `new URL('./${rel}', import.meta.url).href`,
    );
    parts.push(
      `// ---- ${posix(path.relative(root, m.file))}\nconst ${id(m.file)} = (() => {\n${lines.join('\n')}\n${body}\n` +
        `return Object.freeze({ ${m.exports.join(', ')} });\n})();\n`,
    );
  }
  parts.push(tail);
  fs.writeFileSync(outFile, parts.join('\n'));
}

export function bundle(root, entry, out) {
  const outFile = path.resolve(root, out);
  const order = walk(root, entry);
  const index = new Map(order.map((m, i) => [m.file, i]));
  // Each module loaded later gets its own file, named after OUT and the module.
  const laterFiles = new Map(); // module file -> its output file
  for (const m of order)
    for (const spec of m.later) {
      const file = path.resolve(path.dirname(m.file), spec);
      if (!fs.existsSync(file)) fail(m.file, `imports ${path.relative(root, file)}, which does not exist`);
      if (index.has(file))
        fail(m.file, `loads ${path.relative(root, file)} later, which ${entry} imports at once`);
      const name = `${path.basename(outFile, '.js')}-${path.basename(file, '.js')}.js`;
      laterFiles.set(file, path.join(path.dirname(outFile), name));
    }
  const local = (file) => `$module${index.get(file)}`;
  const rewriteLater = (m, text) =>
    text.replace(IMPORT_LATER, (_, spec) => {
      const target = laterFiles.get(path.resolve(path.dirname(m.file), spec));
      return `import('./${posix(path.relative(path.dirname(outFile), target))}')`;
    });
  const sharedNames = laterFiles.size
    ? `export const $shared = Object.freeze({\n${order.map((m) => `  ${JSON.stringify(posix(path.relative(root, m.file)))}: ${local(m.file)},`).join('\n')}\n});\n`
    : '';
  emit(
    root,
    outFile,
    order,
    local,
    rewriteLater,
    `// Generated by scripts/bundle.mjs from ${entry} and the ${order.length - 1} modules it imports.\n`,
    sharedNames,
  );
  for (const [file, laterOut] of laterFiles) {
    const rest = walk(root, path.relative(root, file), index);
    for (const m of rest)
      if (m.later.length) fail(m.file, 'a module loaded later may not load another later (import(...))');
    const own = new Map(rest.map((m, i) => [m.file, i]));
    const id = (f) =>
      own.has(f) ? `$later${own.get(f)}` : `$shared[${JSON.stringify(posix(path.relative(root, f)))}]`;
    const target = rest[rest.length - 1];
    const fromOut = `./${posix(path.relative(path.dirname(laterOut), outFile))}`;
    emit(
      root,
      laterOut,
      rest,
      id,
      (m, text) => text,
      `// Generated by scripts/bundle.mjs: ${posix(path.relative(root, file))}, loaded later by ${entry}, and the ${rest.length - 1} modules it needs that ${out} lacks.\n` +
        `import { $shared } from '${fromOut}';\n`,
      target.exports.length ? `export const { ${target.exports.join(', ')} } = ${id(target.file)};\n` : '',
    );
  }
  return order.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root, entry, out] = process.argv.slice(2);
  if (!root || !entry || !out) {
    console.error('usage: node scripts/bundle.mjs ROOT ENTRY OUT');
    process.exit(2);
  }
  bundle(root, entry, out);
}
