// Compares two builds of the site on the play page's first board: cold loads alternating between them
// in one browser, so both see the same machine load. Prints the medians of the first board, engine ready
// and, where the page marks them, the steps before the first board.
// Run: node tests/browser/measure_ab.mjs DIR_A DIR_B [runs per side] [--query=?v=chess] [--browser-ui]
// (--browser-ui: with the browser's own per-window WebUI renderer, which harness.mjs leaves out).
import path from 'node:path';
import { serve, launch } from './harness.mjs';

const [dirA, dirB] = process.argv.slice(2, 4).map((d) => path.resolve(d));
const runs = Number(process.argv.slice(4).find((a) => /^\d+$/.test(a)) || 9);
const query = (process.argv.find((a) => a.startsWith('--query=')) || '--query=').slice(8);
if (!dirA || !dirB) {
  console.error('usage: node tests/browser/measure_ab.mjs DIR_A DIR_B [runs] [--query=?v=chess]');
  process.exit(2);
}

// The navigation's own milestones, then the page's marks, in ms from navigation start.
async function load(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await page.goto(`${base}/${query}`);
  await page.waitForSelector('#tessera[data-ready]', { timeout: 60000 });
  const t = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const out = { html: nav.responseEnd, dcl: nav.domContentLoadedEventStart };
    for (const r of performance.getEntriesByType('resource')) {
      const name = r.name.split('/').pop().split('?')[0];
      if (/\.(js|css|wasm)$/.test(name) && !out[name]) {
        out[name] = r.responseEnd;
        out[`${name} asked`] = r.startTime;
      }
    }
    for (const p of performance.getEntriesByType('paint')) out[p.name] = p.startTime;
    for (const m of performance.getEntriesByType('mark'))
      if (m.name.startsWith('tessera-')) out[m.name] = m.startTime;
    return out;
  });
  await context.close();
  return t;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const servers = await Promise.all([serve(dirA), serve(dirB)]);
const bases = servers.map((s) => `http://127.0.0.1:${s.address().port}`);
const browser = await launch({ browserUi: process.argv.includes('--browser-ui') });
const results = [[], []];
try {
  for (let i = 0; i < runs; i++) {
    for (const side of i % 2 ? [1, 0] : [0, 1]) results[side].push(await load(browser, bases[side]));
  }
} finally {
  await browser.close();
  for (const s of servers) s.close();
}
const keys = [...new Set(results.flat().flatMap((r) => Object.keys(r)))];
const row = (k) => results.map((rs) => rs.map((r) => r[k]).filter((x) => x !== undefined));
console.log(`${runs} cold loads each, alternating${query ? `, ${query}` : ''}; medians in ms`);
console.log(`${'step'.padEnd(28)} ${'A'.padStart(7)} ${'B'.padStart(7)}`);
for (const k of keys.sort(
  (a, b) => median(row(a)[0].concat(row(a)[1])) - median(row(b)[0].concat(row(b)[1])),
)) {
  const [a, b] = row(k).map((xs) => (xs.length ? median(xs).toFixed(0) : '-'));
  console.log(`${k.padEnd(28)} ${a.padStart(7)} ${b.padStart(7)}`);
}
const boards = results.map((rs) => rs.map((r) => r['tessera-board']).sort((a, b) => a - b));
console.log(`first board A: ${boards[0].map((x) => x.toFixed(0)).join(' ')}`);
console.log(`first board B: ${boards[1].map((x) => x.toFixed(0)).join(' ')}`);
