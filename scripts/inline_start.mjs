// Writes the start snapshots the play page needs first into its HTML, for the site build: the variant
// list and the snapshot of the variant a link without one opens (the list's first). The page reads
// them from <script type="application/json" id="tessera-start"> (web/js/engine/start-snapshot.js)
// instead of fetching them, which spares two requests on the way to its first board.
// Usage: node scripts/inline_start.mjs PAGE.html SNAPSHOT_DIR (the page is rewritten in place).
import fs from 'node:fs';
import path from 'node:path';

const [page, dir] = process.argv.slice(2);
if (!page || !dir) {
  console.error('usage: node scripts/inline_start.mjs PAGE.html SNAPSHOT_DIR');
  process.exit(2);
}
const read = (file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
const index = read('index.json');
const first = index.variants[0].id;
// The folder as the page's own URL sees it, so the reader can check it is the engine it starts.
const base = `${path.relative(path.dirname(page), dir).split(path.sep).join('/')}/`;
const data = { base, index, variants: { [first]: read(`${first}.json`) } };
// '<' escaped, so no text inside can close the element.
const json = JSON.stringify(data).replaceAll('<', '\\u003c');
const html = fs.readFileSync(page, 'utf8');
if (!html.includes('</head>')) {
  console.error(`inline_start: ${page} has no </head>`);
  process.exit(1);
}
fs.writeFileSync(
  page,
  html.replace('</head>', `<script type="application/json" id="tessera-start">${json}</script>\n</head>`),
);
