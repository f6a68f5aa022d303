// Lists the JavaScript modules an entry module imports, directly or not (static imports only), as
// paths relative to ROOT: the play page preloads exactly these, not every module on the site.
import fs from 'node:fs';
import path from 'node:path';

const [root, entry] = process.argv.slice(2);
if (!root || !entry) {
  console.error('usage: node scripts/module_graph.mjs ROOT ENTRY');
  process.exit(2);
}
const IMPORT =
  /(?:^|[;\s])(?:import|export)\s[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|[;\s])import\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const seen = new Set();
function walk(file) {
  if (seen.has(file)) return;
  seen.add(file);
  for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT))
    walk(path.resolve(path.dirname(file), m[1] || m[2]));
}
walk(path.resolve(root, entry));
console.log(
  [...seen]
    .map((f) => path.relative(root, f))
    .sort()
    .join('\n'),
);
