// Measures opening a 4000-ply link (chess and Westfield) in headless Chromium: the time from the board
// being up to the whole game ready, and the longest main-thread gap meanwhile, against the page's targets
// (ready within 1 s, no gap over 100 ms). Run: node tests/browser/measure_long_link.mjs [runs] [--json]
// after a build; --json adds a last line of JSON, which scripts/bench reads.
import { withSite } from './harness.mjs';
import { longGame } from './long_games.mjs';
import { openLong } from './long_link.mjs';

const runs = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) || 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const result = {};

await withSite(async (base, browser) => {
  for (const variant of ['chess', 'westfield']) {
    const { moves } = await longGame(variant, 4000);
    const ready = [];
    const gaps = [];
    for (let i = 0; i < runs; i++) {
      const run = await openLong(browser, base, variant, moves);
      ready.push(run.openingMs);
      gaps.push(run.opening.worst);
      await run.context.close();
    }
    result[variant] = { ready_ms: median(ready), worst_gap_ms: median(gaps), runs };
    console.log(
      `4000-ply ${variant} link (median of ${runs}): ready ${median(ready)} ms after the board is up (target < 1000), worst main-thread gap ${median(gaps)} ms (target < 100)`,
    );
  }
});
if (process.argv.includes('--json')) console.log(JSON.stringify(result));
