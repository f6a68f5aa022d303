// Faults an embedded board used to have: Flip during the engine's turn, the iframe's mode, attribute
// messages that spoke of a link, and a FEN with non-ASCII digits quoted as a broken character.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite } from './harness.mjs';
import { openHtml, boardIdle, boardState } from './embed.mjs';

const frames = (...srcs) =>
  `<!doctype html><html><body>${srcs
    .map((src, i) => `<iframe id="f${i}" style="width:420px;height:520px;border:0" src="${src}"></iframe>`)
    .join('')}</body></html>`;

test('embed faults: Flip while the engine thinks keeps it playing its own army only', () =>
  withSite(async (base, browser) => {
    const { page, errors, context } = await openHtml(browser, base, frames('embed.html?v=chess&mode=engine'));
    const frame = page.frame({ url: /embed\.html/ });
    await boardIdle(frame, 'tessera-board');
    const at = (cell) => frame.evaluate((c) => document.querySelector('tessera-board').cellCenter(c), cell);
    const e2 = await at('e2');
    const e4 = await at('e4');
    await page.mouse.click(e2.x, e2.y);
    await page.mouse.click(e4.x, e4.y);
    await frame.waitForFunction(() => document.querySelector('tessera-board').state.thinking);
    await frame.click('tessera-board >> [data-action="flip"]');
    await boardIdle(frame, 'tessera-board', 60000);
    await page.waitForTimeout(1500); // time enough for a wrong second engine move to start and finish
    await boardIdle(frame, 'tessera-board', 60000);
    const s = await boardState(frame, 'tessera-board');
    assert.equal(s.moves.length, 2, s.moves.join(' '));
    assert.equal(s.moves[0], 'e2e4');
    assert.equal(s.side, 'white', 'the player (White) is to move, though the board is turned');
    assert.equal(s.orientation, 'black');
    assert.equal(s.thinking, false);
    assert.deepEqual(errors, []);
    await context.close();
  }));

test('embed faults: embed.html takes its mode in any case and names a mode it does not know', () =>
  withSite(async (base, browser) => {
    const { page, errors, context } = await openHtml(
      browser,
      base,
      frames(
        'embed.html?v=chess&mode=ENGINE&x=1',
        'embed.html?v=chess&mode=robot&x=2',
        'embed.html?v=chess&mode=%3Cb%3E&x=3',
      ),
    );
    const upper = page.frame({ url: /x=1/ });
    const robot = page.frame({ url: /x=2/ });
    const markup = page.frame({ url: /x=3/ });
    for (const f of [upper, robot, markup]) await boardIdle(f, 'tessera-board');
    const u = await boardState(upper, 'tessera-board');
    assert.equal(u.mode, 'engine');
    assert.deepEqual(u.messages, []);
    const r = await boardState(robot, 'tessera-board');
    assert.equal(r.mode, 'view');
    assert.deepEqual(r.messages, ['The mode "robot" is not one of view, play, engine, so view was used.']);
    const m = await boardState(markup, 'tessera-board');
    assert.match(m.messages[0], /The mode "<b>" is not one of/);
    assert.equal(await markup.$('tessera-board >> b'), null);
    assert.deepEqual(errors, []);
    await context.close();
  }));

test("embed faults: attribute problems name the attribute, not a link; a link's name the link", () =>
  withSite(async (base, browser) => {
    const many = Array(4001).fill('g1f3').join(' ');
    const html = `<!doctype html><html><body><div style="width:300px">
<tessera-board id="long" variant="chess"></tessera-board>
<tessera-board id="wide" variant="chess" moves="e2e4 ${'x'.repeat(250)} e7e5"></tessera-board></div>
<iframe id="frame" style="width:300px;height:400px" src="embed.html?v=chess&moves=e2e4_${'y'.repeat(250)}"></iframe>
<script type="module" src="js/embed/tessera-board.js"></script></body></html>`;
    const { page, errors, context } = await openHtml(browser, base, html);
    await page.evaluate((m) => document.getElementById('long').setAttribute('moves', m), many);
    await boardIdle(page, '#long', 60000);
    await boardIdle(page, '#wide');
    const long = await boardState(page, '#long');
    assert.ok(
      long.messages.some(
        (t) => t === 'The moves attribute has more than 4000 moves; only the first 4000 were read.',
      ),
      long.messages.join('|'),
    );
    const wide = await boardState(page, '#wide');
    assert.deepEqual(wide.moves, ['e2e4']);
    assert.ok(
      wide.messages.some((t) => t.startsWith('Move 2 in the moves attribute is 250 characters long')),
      wide.messages.join('|'),
    );
    for (const s of [long, wide])
      assert.ok(
        s.messages.every((t) => !/link/.test(t)),
        s.messages.join('|'),
      );
    const frame = page.frame({ url: /embed\.html/ });
    await boardIdle(frame, 'tessera-board');
    assert.ok(
      (await boardState(frame, 'tessera-board')).messages.some((t) =>
        t.startsWith('Move 2 in the link is 250 characters long'),
      ),
    );
    assert.deepEqual(errors, []);
    await context.close();
  }));

test('embed faults: a FEN with non-ASCII digits is refused with the character quoted whole', () =>
  withSite(async (base, browser) => {
    const fen = '\uFF18/8/8/4k3/8/8/4P3/4K3 w - - 0 1'; // a full-width eight
    const html = `<!doctype html><html><body><div style="width:300px">
<tessera-board id="b" variant="chess" mode="play" moves="e2e4"></tessera-board></div>
<script type="module" src="js/embed/tessera-board.js"></script></body></html>`;
    const { page, errors, context } = await openHtml(browser, base, html);
    await page.evaluate((f) => document.getElementById('b').setAttribute('fen', f), fen);
    await boardIdle(page, '#b');
    const s = await boardState(page, '#b');
    const text = s.messages.join('\n');
    assert.match(text, /'\uFF18' \(U\+FF18\), a digit that is not one of 0-9/);
    assert.ok(!text.includes('\uFFFD'), text);
    assert.deepEqual(s.moves, ['e2e4'], 'the moves are played from the start position instead');
    assert.deepEqual(errors, []);
    await context.close();
  }));
