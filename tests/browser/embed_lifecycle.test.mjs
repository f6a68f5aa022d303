// <tessera-board> elements coming and going: removed while loading or while the engine thinks, and a page
// that keeps hundreds of boards. No error may escape, no engine game may be left behind, none may fail.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite } from './harness.mjs';
import { openHtml, boardIdle, boardState } from './embed.mjs';

// The page imports the same engine service module as the element, so it can ask how many games are open.
const page = `<!doctype html><html><body><div id="host" style="width:200px"></div>
<script type="module">
import { sharedEngine } from './js/engine/service.js';
window.openGames = () => sharedEngine().call('openGames');
window.engineOpen = (game, variant) => sharedEngine().call('open', { game, variant });
</script>
<script type="module" src="js/embed/tessera-board.js"></script></body></html>`;

const openGames = (p) => p.evaluate(() => window.openGames());

async function settleGames(p, expected) {
  await p
    .waitForFunction((n) => window.openGames().then((k) => k === n), expected, {
      timeout: 30000,
      polling: 200,
    })
    .catch(async () => assert.fail(`open games: ${await openGames(p)}, expected ${expected}`));
}

test('lifecycle: boards removed while still loading throw nothing and leave no engine game behind', () =>
  withSite(async (base, browser) => {
    const { page: p, errors, context } = await openHtml(browser, base, page);
    await p.waitForFunction(() => typeof window.openGames === 'function');
    assert.equal(await openGames(p), 0);
    // As in the report: append, then remove on the next task, 250 times (more than used to exhaust the worker).
    await p.evaluate(
      () =>
        new Promise((done) => {
          let left = 250;
          const one = () => {
            const el = document.createElement('tessera-board');
            document.getElementById('host').append(el);
            setTimeout(() => {
              el.remove();
              if (--left === 0) done();
              else setTimeout(one, 0);
            }, 0);
          };
          one();
        }),
    );
    await settleGames(p, 0);
    // A board added afterwards still starts.
    await p.evaluate(() => {
      const el = document.createElement('tessera-board');
      el.id = 'after';
      el.setAttribute('mode', 'play');
      document.getElementById('host').append(el);
    });
    await boardIdle(p, '#after');
    assert.deepEqual((await boardState(p, '#after')).messages, []);
    assert.equal(await openGames(p), 1);
    assert.deepEqual(errors, []);
    await context.close();
  }));

test('lifecycle: engine boards removed during a search log nothing and stop their workers', () =>
  withSite(async (base, browser) => {
    const { page: p, errors, context } = await openHtml(browser, base, page);
    await p.waitForFunction(() => typeof window.openGames === 'function');
    // With the second army at the bottom, each engine opens the game at once: all four are thinking.
    await p.evaluate(() => {
      for (let i = 0; i < 4; i++) {
        const el = document.createElement('tessera-board');
        el.id = `e${i}`;
        el.setAttribute('mode', 'engine');
        el.setAttribute('orientation', 'black');
        el.setAttribute('variant', i % 2 ? 'westfield' : 'chess');
        document.getElementById('host').append(el);
      }
    });
    await p.waitForFunction(
      () => [...document.querySelectorAll('tessera-board')].every((b) => b.state && b.state.thinking),
      null,
      { timeout: 60000 },
    );
    await p.evaluate(() => document.querySelectorAll('tessera-board').forEach((b) => b.remove()));
    await settleGames(p, 0);
    await p.waitForTimeout(1500); // long enough for any search that was left running to report
    assert.equal(p.workers().length, 1, 'only the shared rules worker is left');
    assert.deepEqual(errors, []);
    await context.close();
  }));

test('lifecycle: a page with 240 boards shows them all, and the limit far beyond is said in words', () =>
  withSite(async (base, browser) => {
    const { page: p, errors, context } = await openHtml(browser, base, page);
    await p.waitForFunction(() => typeof window.openGames === 'function');
    await p.evaluate(() => {
      const host = document.getElementById('host');
      for (let i = 0; i < 240; i++) {
        const el = document.createElement('tessera-board');
        el.setAttribute('variant', ['chess', 'westfield', 'naydorian'][i % 3]);
        el.setAttribute('moves', i % 3 ? '' : 'e2e4 e7e5');
        host.append(el);
      }
    });
    await p.waitForFunction(
      () => [...document.querySelectorAll('tessera-board')].every((b) => b.dataset.state === 'ready'),
      null,
      { timeout: 180000, polling: 500 },
    );
    const boards = await p.evaluate(() =>
      [...document.querySelectorAll('tessera-board')].map((b) => b.state),
    );
    assert.equal(boards.length, 240);
    assert.ok(
      boards.every((s) => s.ready && s.messages.length === 0),
      'every board started',
    );
    assert.equal(boards.filter((s) => s.ply === 2).length, 80);
    assert.equal(await openGames(p), 240);
    // The rules worker keeps at most 2000 games; past that an open is refused in words, not with Aborted().
    const refused = await p.evaluate(async () => {
      for (let i = 240; i < 2000; i++) {
        const r = await window.engineOpen(`extra${i}`, 'chess');
        if (r.error) return `early at ${i}: ${r.error}`;
      }
      return (await window.engineOpen('one-too-many', 'chess')).error;
    });
    assert.match(refused, /already has 2000 boards open/);
    assert.deepEqual(errors, []);
    await context.close();
  }));
