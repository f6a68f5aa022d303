// Measures the play page: the bytes it loads (raw and gzip, by kind) and, in headless Chromium, the time
// from navigation to the first board (drawn from the build-time snapshot, its pieces already movable) and
// to the engine ready (the engine's own game open). Run: node tests/browser/measure.mjs [runs] [--json] (after a build);
// --json adds a last line of JSON, which scripts/bench reads. --browser-ui keeps the browser's own
// per-window WebUI renderer that the harness normally leaves out (tests/browser/harness.mjs), as
// measurements before 2026-12-02 had it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { withSite, siteDir } from './harness.mjs';

const runs = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) || 5);
const kindOf = (file) =>
  ({ '.html': 'html', '.js': 'js', '.mjs': 'js', '.css': 'css', '.wasm': 'wasm', '.svg': 'svg' })[
    path.extname(file)
  ] || 'other';

const browserUi = process.argv.includes('--browser-ui');
await withSite(
  async (base, browser) => {
    const loaded = new Set();
    const times = [];
    const boards = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
      const page = await context.newPage();
      page.on('request', (r) => {
        if (r.url().startsWith(base)) loaded.add(new URL(r.url()).pathname);
      });
      await page.goto(`${base}/`);
      await page.waitForSelector('#tessera[data-ready]', { timeout: 60000 });
      const mark = (name) => page.evaluate((n) => performance.getEntriesByName(n)[0].startTime, name);
      boards.push(await mark('tessera-board'));
      times.push(await mark('tessera-interactive'));
      await context.close();
    }
    const totals = {};
    for (const p of loaded) {
      const file = path.join(siteDir, p === '/' ? 'index.html' : decodeURIComponent(p));
      if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) continue;
      const bytes = fs.readFileSync(file);
      const t = totals[kindOf(file)] || (totals[kindOf(file)] = { files: 0, raw: 0, gzip: 0 });
      t.files++;
      t.raw += bytes.length;
      t.gzip += zlib.gzipSync(bytes, { level: 9 }).length;
    }
    const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
    let raw = 0;
    let gz = 0;
    console.log('kind   files        raw       gzip');
    for (const [kind, t] of Object.entries(totals)) {
      console.log(
        `${kind.padEnd(6)} ${String(t.files).padStart(5)} ${kb(t.raw).padStart(10)} ${kb(t.gzip).padStart(10)}`,
      );
      if (['html', 'js', 'wasm'].includes(kind)) {
        raw += t.raw;
        gz += t.gzip;
      }
    }
    console.log(`html+js+wasm: ${kb(raw)} raw, ${kb(gz)} gzip`);
    times.sort((a, b) => a - b);
    boards.sort((a, b) => a - b);
    const line = (what, t) =>
      `${what} (ms, ${runs} cold loads): median ${t[runs >> 1].toFixed(0)}, min ${t[0].toFixed(0)}, max ${t[runs - 1].toFixed(0)}`;
    console.log(line('first interactive board', boards) + ' (target: median under 400)');
    console.log(line('engine ready', times));
    if (process.argv.includes('--json')) {
      const other = Object.entries(totals)
        .filter(([k]) => !['html', 'js', 'wasm'].includes(k))
        .reduce((n, [, t]) => n + t.gzip, 0);
      console.log(
        JSON.stringify({
          raw_bytes: raw,
          gzip_bytes: gz,
          other_gzip_bytes: other,
          by_kind: totals,
          interactive_ms: boards[runs >> 1],
          interactive_min_ms: boards[0],
          interactive_max_ms: boards[runs - 1],
          engine_ready_ms: times[runs >> 1],
          runs,
        }),
      );
    }
  },
  {},
  { browserUi },
);
