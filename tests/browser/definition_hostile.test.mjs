// Hostile definitions in elements, iframe links and editor links: malformed, huge, zip bombs, markup in
// names, move-list explosions. Each leaves the page working and says what was wrong, as text.
import test from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { withSite, screenshot } from './harness.mjs';
import { openHtml, boardIdle, boardState } from './embed.mjs';

const pack = (text) => deflateRawSync(Buffer.from(text)).toString('base64url');
const BOMB = deflateRawSync(Buffer.alloc(10 * 1024 * 1024, 0x23)).toString('base64url');

// 16x16 with a Queen-Nightrider that promotes to many types: the engine bounds the moves a position may have.
function explosion() {
  const letters = 'acdefghijlmo';
  let t = '[boom:chess]\nmaxFile = 16\nmaxRank = 16\n';
  letters.split('').forEach((l, i) => {
    t += `customPiece${i + 1} = ${l}:QNN\n`;
  });
  t += `promotion.a = ${letters.slice(1)}qrbn\npromotionRegion.a = *16\n`;
  t += 'startFen = 16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K14k w - - 0 1\npromotionRank = 16\n';
  return t;
}

const PAYLOAD =
  '[payload:chess]\nname = <img src=x onerror="window.pwned=1">\ncustomPiece1 = w:CF\nname.w = <script>window.pwned=2</script>\n' +
  'startFen = rnbqkwnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKWNR w KQkq - 0 1\n';

const PAGE = `<!doctype html><html><head><meta charset="utf-8"></head><body>
<tessera-board id="typo" mode="play"><script type="text/plain">
[typo-chess:chess]
customPiece1 = w:CF
maxFiles = 9
</script></tessera-board>
<tessera-board id="huge" mode="play"></tessera-board>
<tessera-board id="payload" mode="play"></tessera-board>
<tessera-board id="boom" mode="play"></tessera-board>
<tessera-board id="missing" src="/no-such.ini"></tessera-board>
<tessera-board id="noref" definition="nowhere"></tessera-board>
<tessera-board id="twin1"><script type="text/plain">[twin:chess]
name = Twin One
</script></tessera-board>
<tessera-board id="twin2"><script type="text/plain">[twin:chess]
name = Twin Two
</script></tessera-board>
<script type="module" src="js/embed/tessera-board.js"></script>
</body></html>`;

test('hostile definitions on elements: each board still works and names the problem', () =>
  withSite(async (base, browser) => {
    const { page, errors, context } = await openHtml(browser, base, PAGE, 'hostile-defs.html');
    await page.waitForFunction(() => customElements.get('tessera-board'));
    await page.evaluate(
      ([payload, boom]) => {
        document.querySelector('#huge').definitionText =
          `[huge:chess]\n${'# padding line of a hostile page\n'.repeat(9000)}`;
        document.querySelector('#payload').definitionText = payload;
        document.querySelector('#boom').definitionText = boom;
      },
      [PAYLOAD, explosion()],
    );
    for (const id of ['#typo', '#huge', '#payload', '#boom', '#missing', '#noref', '#twin1', '#twin2'])
      await boardIdle(page, id, 60000);
    const msg = async (id) => (await boardState(page, id)).messages.join('\n');

    assert.match(
      await msg('#typo'),
      /The definition could not be read: line 3 \[typo-chess\] maxFiles: unknown key/,
    );
    assert.equal((await boardState(page, '#typo')).variant, 'chess', 'the default variant opens instead');
    assert.match(await msg('#huge'), /characters long \(at most 262144\), so it was not read/);
    assert.match(await msg('#boom'), /a position could have up to \d+ moves; at most 20000 are allowed/);
    assert.match(await msg('#missing'), /could not be fetched: HTTP 404/);
    assert.match(await msg('#noref'), /names "nowhere", but the page has no element with that id/);

    // Two different texts defining one id: allowed, the later wins, and the board that loaded it says so.
    const twins = `${await msg('#twin1')}\n${await msg('#twin2')}`;
    assert.equal(
      twins.match(
        /Two definitions on this page define the variant "twin"; the later one replaced the earlier\./g,
      ).length,
      1,
      twins,
    );

    // Markup in names stays text: the board plays, nothing ran, no element was made from it.
    const p = await boardState(page, '#payload');
    assert.equal(p.variant, 'payload');
    assert.deepEqual(p.messages, []);
    const ran = await page.evaluate(() => ({
      pwned: window.pwned,
      imgs:
        document.querySelectorAll('img').length +
        [...document.querySelectorAll('tessera-board')].reduce(
          (n, b) => n + b.shadowRoot.querySelectorAll('img, script').length,
          0,
        ),
    }));
    assert.deepEqual(ran, { pwned: undefined, imgs: 0 });
    // Each board still takes moves.
    for (const id of ['#typo', '#payload']) {
      await page.$eval(id, (b) => b.scrollIntoView());
      const [from, to] = await page.evaluate(
        (s) => [document.querySelector(s).cellCenter('e2'), document.querySelector(s).cellCenter('e4')],
        id,
      );
      await page.mouse.click(from.x, from.y);
      await page.mouse.click(to.x, to.y);
      await page.waitForFunction((s) => document.querySelector(s).state.ply === 1, id);
    }
    // The browser logs the missing .ini's 404 itself; nothing else may be logged.
    assert.deepEqual(
      errors.filter((e) => !/status of 404/.test(e)),
      [],
    );
    await context.close();
  }));

test('hostile definitions in iframe and editor links: bombs, garbage and broken rules give messages', () =>
  withSite(async (base, browser) => {
    const cases = [
      [`embed.html?d=${BOMB}&mode=play`, /unpacks to more than 65536 bytes/],
      ['embed.html?d=%3Cscript%3Ealert(1)%3C/script%3E', /not in base64url/],
      [`embed.html?d=${'A'.repeat(20000)}`, /at most 16384/],
      [
        `embed.html?d=${pack('[bad:chess]\nmaxFile = 99\n')}&v=bad`,
        /The definition could not be read: line 2 \[bad\] maxFile/,
      ],
      [
        `embed.html?d=${pack(explosion())}&mode=engine`,
        /a position could have up to \d+ moves; at most 20000 are allowed/,
      ],
      [`embed.html?d=${pack(PAYLOAD)}&moves=${'e2e4_'.repeat(5000)}`, /more than 4000 moves/],
    ];
    for (const [url, message] of cases) {
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (err) => errors.push(String(err)));
      await page.goto(`${base}/${url}`);
      await boardIdle(page, 'tessera-board', 60000);
      const s = await boardState(page, 'tessera-board');
      assert.match(s.messages.join('\n'), message, url.slice(0, 60));
      assert.equal(s.ready, true);
      assert.equal(await page.evaluate(() => window.pwned), undefined, 'markup in a definition never runs');
      assert.deepEqual(errors, [], url.slice(0, 60));
      await page.close();
    }

    // The editor opened from a bomb keeps working on its own template; from broken rules it shows them, errors at their line.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto(`${base}/editor.html?d=${BOMB}&moves=e2e4`);
    await page.waitForSelector('#editor[data-ready="true"]', { timeout: 60000 });
    assert.match(await page.textContent('.board-pane > .note'), /unpacks to more than 65536 bytes/);
    assert.equal(await page.getAttribute('.text-view', 'data-errors'), '0');
    await page.goto(
      `${base}/editor.html?d=${pack('# shared by someone\n[broken:chess]\nname = Broken\ncustomPiece1 = w:XYZ\n')}&v=broken&moves=e2e4`,
    );
    await page.waitForSelector('#editor[data-ready="true"]', { timeout: 60000 });
    assert.equal(await page.getAttribute('.text-view', 'data-errors'), '1');
    assert.equal(await page.getAttribute('.error-item', 'data-line'), '4');
    assert.match(await page.textContent('.error-item'), /^line 4 \[broken\] customPiece1: Betza/);
    assert.match(
      await page.textContent('.check-summary'),
      /the board appears once the engine accepts the definition/,
    );
    assert.equal(
      await page.$eval('#board', (b) => b.hidden),
      true,
      'no board of other rules is shown for the link',
    );
    await screenshot(page, 'editor-broken-link');

    // A definition the engine accepts but too long for a link: Copy share link says so and offers the others.
    let seed = 11;
    let long = '[long-chess:chess]\nname = Long Chess\n';
    while (long.length < 60000) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      long += `# note ${seed.toString(36)} ${(seed * 7).toString(36)}\n`;
    }
    // Pasted at once, as an author would (fill() types 60 KB far too slowly to test).
    await page.evaluate((t) => {
      const area = document.querySelector('textarea.source');
      area.value = t;
      area.dispatchEvent(new Event('input'));
    }, long);
    await page.waitForFunction(
      () => document.querySelector('#editor').dataset.variant === 'long-chess',
      null,
      { timeout: 60000 },
    );
    await page.click('button[data-act="link"]');
    await page.waitForFunction(() =>
      /too long for a link/.test(document.querySelector('.board-pane > .note').textContent),
    );
    assert.match(
      await page.textContent('.board-pane > .note'),
      /compressed it takes \d+ characters, and a link holds at most 16384\. Share the \.ini file or embed it/,
    );
    assert.deepEqual(errors, []);
    await page.close();
  }));
