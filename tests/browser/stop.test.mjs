// Stop means stop: a long analysis ends when Stop is clicked, with a legal best move, within 50 ms of the
// stop message (scaled by load), and the same search worker answers the next search. On a plain page
// the worker searches in slices; on a cross-origin isolated one it also reads a flag shared with the page.
import test from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import { withSite, screenshot } from './harness.mjs';
import { selectVariant, playByClicks } from './play.mjs';

// The 50 ms target on an idle machine; a loaded one runs the worker and the page by turns, slower by
// about load / cores (as long_game.test.mjs scales its budget).
const LIMIT_MS = () => Math.round(50 * Math.max(1, os.loadavg()[0] / os.cpus().length));
const ATTEMPTS = 4;
const ISOLATED = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
};

// Watches the page's search workers from outside the page's code: how many were made or terminated,
// and for each stop message the time until the worker's answer to the search (a result with "best").
function watchWorkers() {
  const workers = (window.searchWorkers = []);
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      if (!options || options.name !== 'tessera-search') return;
      const record = { terminated: false, stops: [], searches: 0 };
      workers.push(record);
      const post = this.postMessage.bind(this);
      this.postMessage = (message, ...rest) => {
        if (message && message.op === 'stop') record.stops.push({ sent: performance.now(), answered: 0 });
        if (message && message.op === 'search') record.searches++;
        return post(message, ...rest);
      };
      this.addEventListener('message', (e) => {
        const stop = record.stops.at(-1);
        if (stop && !stop.answered && e.data && e.data.result && 'best' in e.data.result) {
          stop.answered = performance.now();
          stop.best = e.data.result.best;
        }
      });
      const terminate = this.terminate.bind(this);
      this.terminate = () => {
        record.terminated = true;
        terminate();
      };
    }
  };
}

async function openWatched(browser, base) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(watchWorkers);
  await page.goto(`${base}/`);
  await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
  return { page, errors };
}

const depthShown = (page) =>
  page.evaluate(() => Number(/depth (\d+)/.exec(document.querySelector('.depth').textContent)?.[1] || 0));

// Waits for the analysis of the position shown to get deep, then clicks Stop; returns what was seen.
async function analyseAndStop(page, shot) {
  await page.waitForFunction(
    () => {
      const g = document.getElementById('tessera').tesseraGame;
      const best = document.querySelector('.line').textContent.trim().split(' ')[0];
      const text = document.querySelector('.depth').textContent;
      const depth = Number(/depth (\d+)/.exec(text)?.[1] || 0);
      return depth >= 5 && !/stopped/.test(text) && g.legal.some((m) => m.text === best);
    },
    null,
    { timeout: 60000 },
  );
  if (shot) {
    await page.$eval('.analysis', (e) => e.scrollIntoView({ block: 'end' }));
    await screenshot(page, `${shot}-running`);
  }
  await page.click('[data-action="stop-analysis"]');
  await page.waitForFunction(() => / stopped$/.test(document.querySelector('.depth').textContent), null, {
    timeout: 5000,
  });
  const before = await depthShown(page);
  const seen = await page.evaluate(() => {
    const g = document.getElementById('tessera').tesseraGame;
    const w = window.searchWorkers;
    const stop = w.at(-1).stops.at(-1);
    return {
      workers: w.length,
      searches: w.at(-1).searches,
      terminated: w.some((r) => r.terminated),
      latency: stop.answered - stop.sent,
      best: stop.best,
      shown: document.querySelector('.line').textContent.trim().split(' ')[0],
      legal: g.legal.map((m) => m.text),
      stopHidden: document.querySelector('[data-action="stop-analysis"]').hidden,
    };
  });
  // The search ended: no report changes the depth shown, and nothing started another search.
  await page.waitForTimeout(300);
  seen.depthAfter = await depthShown(page);
  seen.searchesAfter = await page.evaluate(() => window.searchWorkers.at(-1).searches);
  seen.depthBefore = before;
  return seen;
}

for (const [mode, headers] of [
  ['plain page (sliced search)', {}],
  ['cross-origin isolated page (shared flag)', ISOLATED],
]) {
  test(`stop: analysis ends at once with a legal move and the worker searches again, ${mode}`, () =>
    withSite(async (base, browser) => {
      const { page, errors } = await openWatched(browser, base);
      assert.equal(await page.evaluate(() => self.crossOriginIsolated), headers === ISOLATED);
      await selectVariant(page, 'chess');
      await page.check('input[name="analysis"]');
      // Each attempt stops an analysis, then a move starts the next one in the same worker.
      const moves = ['e2e4', 'e7e5', 'g1f3', 'b8c6'];
      const latencies = [];
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const shot = attempt === 1 && `stop-analysis-${headers === ISOLATED ? 'isolated' : 'plain'}`;
        const seen = await analyseAndStop(page, shot);
        if (shot) await screenshot(page, shot);
        latencies.push(Math.round(seen.latency * 10) / 10);
        console.log(
          `${mode} stop ${attempt}: answered ${seen.latency.toFixed(1)} ms after the stop message (limit ${LIMIT_MS()} ms), best ${seen.best}, depth ${seen.depthBefore}`,
        );
        assert.ok(seen.legal.includes(seen.best), `the best move ${seen.best} is legal here`);
        assert.equal(seen.shown, seen.best, 'the line shown starts with the move the search chose');
        assert.equal(seen.depthAfter, seen.depthBefore, 'no report came after Stop');
        assert.equal(seen.searchesAfter, seen.searches);
        assert.ok(seen.stopHidden);
        assert.equal(seen.workers, 1, 'the same search worker serves every search');
        assert.equal(seen.terminated, false, 'the search worker was never terminated');
        if (attempt >= 2 && Math.min(...latencies) <= LIMIT_MS()) break;
        await playByClicks(page, moves[attempt - 1]);
      }
      assert.ok(
        Math.min(...latencies) <= LIMIT_MS(),
        `Stop took ${latencies.join(', ')} ms to answer (limit ${LIMIT_MS()} ms)`,
      );
      assert.deepEqual(errors, []);
      await page.close();
    }, headers));
}
