// The variant editor as an author uses it: write a definition with a new piece, see the engine's error
// at the typo's line, fix it, play by clicking, let the engine answer, copy the link and reopen it.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot, shotDir } from './harness.mjs';
import { boardIdle, boardState, clickBoardMove } from './embed.mjs';

// A new piece (the Falcon: a Ferz that also leaps two cells straight) on 8x8; line 6 holds a typo.
const lines = [
  '# Falcon Chess: a test variant written in the editor',
  '[falcon-chess:chess]',
  'name = Falcon Chess',
  'customPiece1 = f:FD',
  'name.f = Falcon',
  'promotionPeiceTypes = qrbnf',
  'startFen = rnbqkfnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKFNR w KQkq - 0 1',
];
const TYPO = `${lines.join('\n')}\n`;
const FIXED = TYPO.replace('promotionPeiceTypes', 'promotionPieceTypes');
const REVISED = `${FIXED}value.f = 420\n`;

async function openEditor(browser, url, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(url);
  await page.waitForSelector('#editor[data-ready="true"]', { timeout: 60000 });
  await boardIdle(page, '#board', 60000);
  return { page, errors, context };
}

// Types `text` as the user would (an input event per change) and waits for the engine's check of it.
async function write(page, text) {
  const before = Number(await page.getAttribute('#editor', 'data-checks'));
  await page.fill('textarea.source', text);
  await page.waitForFunction((n) => Number(document.querySelector('#editor').dataset.checks) > n, before);
  await page.waitForFunction(() => !document.querySelector('.text-view').classList.contains('stale'));
}

test('editor: a typo is shown at its line, the fixed variant plays by clicks and the engine, and its link reopens the game', () =>
  withSite(async (base, browser) => {
    const { page, errors, context } = await openEditor(browser, `${base}/editor.html`);
    // The page starts with a definition the engine accepts.
    assert.equal(await page.getAttribute('.text-view', 'data-errors'), '0');

    await write(page, TYPO);
    assert.equal(await page.getAttribute('.text-view', 'data-errors'), '1');
    const item = await page.textContent('.error-item');
    assert.match(item, /^line 6 \[falcon-chess\] promotionPeiceTypes: unknown key/);
    assert.equal(await page.getAttribute('.error-item', 'data-line'), '6');
    // The gutter marks line 6 and the note sits on the sixth row of the text, beside the typo.
    assert.deepEqual(await page.$$eval('.ln.bad', (ns) => ns.map((n) => n.textContent)), ['6']);
    const rowIndex = await page.$eval('.row .note', (n) =>
      [...n.parentNode.parentNode.children].indexOf(n.parentNode),
    );
    assert.equal(rowIndex, 5);
    const note = await page.$eval('.row .note', (n) => n.getBoundingClientRect());
    const lineSix = await page.$eval('.ln.bad', (n) => n.getBoundingClientRect());
    assert.ok(
      Math.abs(note.top + note.height / 2 - (lineSix.top + lineSix.height / 2)) < 6,
      'the note is level with line 6',
    );
    await screenshot(page, 'editor-typo');

    await write(page, FIXED);
    assert.equal(await page.getAttribute('.text-view', 'data-errors'), '0');
    await page.waitForFunction(() => document.querySelector('#board').dataset.variant === 'falcon-chess');
    await boardIdle(page, '#board');
    // The legend shows the new piece with its name and letter, its moves drawn by the engine.
    await page.waitForSelector('.legend-piece[data-letter="F"]');
    assert.match(await page.textContent('.legend-piece[data-letter="F"]'), /Falcon\s*F/);
    await page.click('.legend-piece[data-letter="F"]');
    await page.waitForFunction(() => document.querySelector('.legend').dataset.piece === 'F');
    assert.equal(
      await page.getAttribute('.legend', 'data-marked'),
      '8',
      'a Falcon alone on a central cell reaches 4 + 4 cells',
    );

    // A second accepted version of the same variant replaces the first without any complaint.
    await write(page, REVISED);
    await boardIdle(page, '#board');
    assert.deepEqual((await boardState(page, '#board')).messages, []);

    // Play the engine: the author moves by clicking, the engine answers from its own worker.
    await page.click('button[data-act="engine"]');
    await page.waitForFunction(() => document.querySelector('#board').state.mode === 'engine');
    await boardIdle(page, '#board');
    await clickBoardMove(page, '#board', 'f1', 'f3', 1); // the Falcon leaps two cells straight ahead
    await page.waitForFunction(() => document.querySelector('#board').state.ply === 2, null, {
      timeout: 60000,
    });
    await boardIdle(page, '#board');
    await clickBoardMove(page, '#board', 'e2', 'e4', 3);
    await page.waitForFunction(() => document.querySelector('#board').state.ply === 4, null, {
      timeout: 60000,
    });
    await boardIdle(page, '#board');
    const played = await boardState(page, '#board');
    assert.equal(played.moves[0], 'f1f3');
    assert.equal(played.moves[2], 'e2e4');
    assert.deepEqual(played.messages, []);
    await screenshot(page, 'editor-played');

    await page.click('button[data-act="link"]');
    await page.waitForFunction(() => document.querySelector('#editor').dataset.link);
    const link = await page.getAttribute('#editor', 'data-link');
    const query = new URL(link).searchParams;
    assert.equal(query.get('v'), 'falcon-chess');
    assert.equal(query.get('moves'), played.moves.join('_'));
    assert.match(query.get('d'), /^[A-Za-z0-9_-]+$/);

    // The embed snippet holds the element form with the definition verbatim.
    await page.click('button[data-act="embed"]');
    await page.waitForFunction(() => document.querySelector('#editor').dataset.snippet);
    const snippet = await page.getAttribute('#editor', 'data-snippet');
    assert.ok(
      snippet.includes(
        `<tessera-board variant="falcon-chess" mode="engine">\n<script type="text/plain">\n${REVISED}</script>`,
      ),
      snippet,
    );
    assert.match(snippet, new RegExp(`src="${base}/js/embed/tessera-board.js"`));

    // A new visitor: the same definition in the text, the same game on the board, waiting for White.
    const visitor = await openEditor(browser, link);
    await visitor.page.waitForFunction((n) => document.querySelector('#board').state.ply === n, played.ply);
    await boardIdle(visitor.page, '#board');
    const reopened = await boardState(visitor.page, '#board');
    assert.equal(reopened.fen, played.fen);
    assert.deepEqual(reopened.moves, played.moves);
    assert.equal(reopened.mode, 'engine');
    assert.equal(await visitor.page.inputValue('textarea.source'), REVISED);
    assert.equal(await visitor.page.textContent('.board-pane > .note'), '');
    await screenshot(visitor.page, 'editor-reopened');
    assert.deepEqual(visitor.errors, []);
    await visitor.context.close();

    assert.deepEqual(errors, []);
    await context.close();
  }));

test('editor: start from a built-in (a copy of Capablanca under its own id), on a phone', () =>
  withSite(async (base, browser) => {
    const { page, errors, context } = await openEditor(browser, `${base}/editor.html`, {
      viewport: { width: 390, height: 844 },
    });
    const options = await page.$$eval('select[name="starter"] option', (os) => os.map((o) => o.value));
    assert.deepEqual(options, [
      'template',
      'westfield',
      'naydorian',
      'officer-spiel',
      'chess',
      'capablanca',
      'glinski',
    ]);
    await page.selectOption('select[name="starter"]', 'capablanca');
    const before = Number(await page.getAttribute('#editor', 'data-checks'));
    await page.click('.starter button[type="submit"]');
    await page.waitForFunction((n) => Number(document.querySelector('#editor').dataset.checks) > n, before);
    const text = await page.inputValue('textarea.source');
    assert.match(text, /^\[my-capablanca:chess\]$/m);
    assert.match(text, /^startFen = rnabqkbcnr\/pppppppppp\/10\//m);
    assert.doesNotMatch(text, /rulesPage/);
    assert.equal(await page.getAttribute('.text-view', 'data-errors'), '0');
    await page.waitForFunction(() => document.querySelector('#board').dataset.variant === 'my-capablanca');
    await boardIdle(page, '#board');
    const s = await boardState(page, '#board');
    assert.equal(s.startFen, 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1');
    // The legend opens on the last piece, the Chancellor; every piece is listed with its letter.
    await page.waitForFunction(() => document.querySelector('.legend').dataset.piece === 'C');
    assert.deepEqual(await page.$$eval('.legend-letter', (ls) => ls.map((l) => l.textContent)), [
      'P',
      'N',
      'B',
      'R',
      'Q',
      'K',
      'A',
      'C',
    ]);
    await page.screenshot({ path: `${shotDir}/editor-phone.png`, fullPage: true });

    // Any built-in by id, Fairy-Stockfish's too; an unknown id is named and the text kept.
    await page.fill('input[name="builtin"]', 'nosuchvariant');
    await page.click('.starter button[type="submit"]');
    await page.waitForFunction(() =>
      /No built-in variant is called "nosuchvariant"/.test(
        document.querySelector('.board-pane > .note').textContent,
      ),
    );
    assert.equal(await page.inputValue('textarea.source'), text);
    const checks = Number(await page.getAttribute('#editor', 'data-checks'));
    await page.fill('input[name="builtin"]', 'kingofthehill');
    await page.click('.starter button[type="submit"]');
    await page.waitForFunction((n) => Number(document.querySelector('#editor').dataset.checks) > n, checks);
    assert.match(await page.inputValue('textarea.source'), /^\[my-kingofthehill:chess\]\nflagPiece = k$/m);
    await page.waitForFunction(() => document.querySelector('#board').dataset.variant === 'my-kingofthehill');
    assert.deepEqual(errors, []);
    await context.close();
  }));
