// The Diagram export of the play page: the SVG a user downloads holds every piece the engine reports on
// its own cell, and drawn at the board's size it matches the board canvas; the PNG is a PNG of the size asked.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { withSite, shotDir, screenshot } from './harness.mjs';
import { openLink } from './share.mjs';
import { settle, cellCenter, clickCell, playByClicks } from './play.mjs';
import { openHtml, boardIdle } from './embed.mjs';

const PNG_SCALE = 2; // web/js/share/diagram-panel.js

async function openDiagram(page) {
  if (!(await page.$eval('details.diagram', (d) => d.open))) await page.click('details.diagram summary');
}

// Clicks a diagram button as a person does and returns the downloaded file's name and bytes.
async function download(page, which) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(`[data-diagram="${which}"]`)]);
  const bytes = fs.readFileSync(await file.path());
  return { name: file.suggestedFilename(), bytes };
}

// The SVG parsed by the browser's XML parser: its size, parse errors, and each piece's cell and centre.
function readSvg(page, svg) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    const uses = [...doc.querySelectorAll('.pieces use')].map((u) => ({
      cell: u.getAttribute('data-cell'),
      letter: u.getAttribute('data-piece'),
      x: Number(u.getAttribute('x')) + Number(u.getAttribute('width')) / 2,
      y: Number(u.getAttribute('y')) + Number(u.getAttribute('height')) / 2,
      symbol: doc.querySelector((u.getAttribute('href') || '').replace(/^#(.*)$/, '[id="$1"]')) !== null,
    }));
    return {
      error: doc.querySelector('parsererror') ? doc.querySelector('parsererror').textContent : '',
      viewBox: root.getAttribute('viewBox'),
      width: Number(root.getAttribute('width')),
      height: Number(root.getAttribute('height')),
      uses,
      cells: doc.querySelectorAll('.cells > polygon').length,
      lastMove: [...doc.querySelectorAll('.last-move')].map((p) => p.getAttribute('data-cell')),
      check: doc.querySelector('.check') ? doc.querySelector('.check').getAttribute('data-cell') : null,
    };
  }, svg);
}

// What the engine and the board report: the viewed pieces, and each cell's centre on the canvas.
function boardReport(page) {
  return page.evaluate(() => {
    const root = document.getElementById('tessera');
    const board = root.tesseraBoard;
    const pieces = root.tesseraGame.viewed.board;
    const centres = Object.fromEntries(Object.keys(pieces).map((c) => [c, board.layout.centre(c)]));
    return {
      pieces,
      centres,
      cells: board.layout.cells.length,
      width: board.layout.width,
      height: board.layout.height,
      lastMove: root.tesseraGame.viewed.lastMove,
    };
  });
}

// Draws the SVG at the board canvas's own pixel size and compares the two pixel by pixel: the mean
// absolute difference over all channels, and the share of pixels off by more than a quarter of the range.
function compareWithCanvas(page, svg) {
  return page.evaluate(async (text) => {
    const canvas = document.getElementById('tessera').tesseraBoard.canvas;
    const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    const img = new Image();
    img.src = url;
    await img.decode();
    const drawn = document.createElement('canvas');
    drawn.width = canvas.width;
    drawn.height = canvas.height;
    const ctx = drawn.getContext('2d');
    ctx.drawImage(img, 0, 0, drawn.width, drawn.height);
    URL.revokeObjectURL(url);
    const a = ctx.getImageData(0, 0, drawn.width, drawn.height).data;
    const b = canvas.getContext('2d').getImageData(0, 0, drawn.width, drawn.height).data;
    let sum = 0;
    let far = 0;
    for (let i = 0; i < a.length; i += 4) {
      let worst = 0;
      for (let k = 0; k < 4; k++) {
        const d = Math.abs(a[i + k] - b[i + k]);
        sum += d;
        worst = Math.max(worst, d);
      }
      if (worst > 64) far++;
    }
    return { mean: sum / a.length, far: far / (a.length / 4), pixels: a.length / 4 };
  }, svg);
}

// Shows the exported SVG beside the board (under it, for a long board) for the screenshot a person looks at.
async function shootSideBySide(page, svg, name) {
  const clip = await page.evaluate(async (text) => {
    const canvas = document.getElementById('tessera').tesseraBoard.canvas;
    const r = canvas.getBoundingClientRect();
    const [left, top] = [r.left + window.scrollX, r.top + window.scrollY];
    const beside = r.right + 8 + r.width <= document.documentElement.clientWidth;
    const img = document.createElement('img');
    img.src = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    img.id = 'diagram-shot';
    Object.assign(img.style, {
      position: 'absolute',
      left: `${beside ? left + r.width + 8 : left}px`,
      top: `${beside ? top : top + r.height + 8}px`,
      width: `${r.width}px`,
      background: '#fff',
      outline: '2px solid #c00',
      zIndex: 10,
    });
    document.body.append(img);
    await img.decode();
    const b = img.getBoundingClientRect();
    return {
      x: left,
      y: top,
      width: b.right + window.scrollX - left,
      height: b.bottom + window.scrollY - top,
    };
  }, svg);
  fs.mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true, clip });
  await page.evaluate(() => document.getElementById('diagram-shot').remove());
}

function pngSize(bytes) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  assert.deepEqual([...bytes.subarray(0, 8)], signature, 'a PNG signature');
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const CASES = [
  // the last move gives check, seen from Black's side
  { name: 'chess', query: 'v=chess&moves=e2e4_f7f6_d1h5&o=black', check: 'e8' },
  { name: 'westfield', query: 'v=westfield&moves=a3a4' },
  { name: 'naydorian', query: 'v=naydorian' },
];

for (const c of CASES) {
  test(`${c.name}: the downloaded SVG has the engine's pieces on their cells and looks like the board`, () =>
    withSite(async (base, browser) => {
      const { page, errors } = await openLink(browser, `${base}/index.html?${c.query}`, {
        acceptDownloads: true,
      });
      await settle(page);
      const report = await boardReport(page);
      await openDiagram(page);
      await page.selectOption('select[name="diagram-size"]', 'board');
      const file = await download(page, 'svg');
      assert.match(file.name, new RegExp(`^tessera-${c.name}-ply\\d+\\.svg$`));
      const svg = file.bytes.toString('utf8');
      const read = await readSvg(page, svg);
      assert.equal(read.error, '', 'the SVG is well-formed XML');
      assert.equal(read.viewBox, `0 0 ${read.width} ${read.height}`);
      assert.equal(read.width, report.width, 'as shown: the board width');
      assert.ok(Math.abs(read.height - report.height) <= 1);
      assert.equal(read.cells, report.cells, 'one polygon per board cell');

      // Every piece the engine reports is drawn once, on its own cell, where the canvas draws it.
      const expected = Object.entries(report.pieces).sort();
      assert.ok(expected.length > 0);
      assert.deepEqual(read.uses.map((u) => [u.cell, u.letter]).sort(), expected);
      for (const u of read.uses) {
        assert.ok(u.symbol, `the piece on ${u.cell} uses a symbol defined in the file`);
        const [x, y] = report.centres[u.cell];
        assert.ok(
          Math.hypot(u.x - x, u.y - y) < 1.5,
          `${u.cell}: ${[u.x, u.y]} against the board's ${[x, y]}`,
        );
      }
      assert.deepEqual(read.lastMove, report.lastMove || []);
      assert.equal(read.check, c.check || null);

      const diff = await compareWithCanvas(page, svg);
      console.log(
        `${c.name}: mean difference ${diff.mean.toFixed(2)}/255, ${(diff.far * 100).toFixed(2)}% of pixels far off`,
      );
      assert.ok(diff.mean < 2.5, `mean difference ${diff.mean}`);
      assert.ok(diff.far < 0.01, `${diff.far} of the pixels differ by more than 64`);
      // The measure tells boards apart: the same diagram turned the other way is far off.
      const turned = await page.evaluate(async () => {
        const board = document.getElementById('tessera').tesseraBoard;
        const { diagramSvg } = await import('./js/board/diagram-svg.js');
        const other = board.state.orientation === 'white' ? 'black' : 'white';
        return diagramSvg(board.info, { ...board.state, orientation: other }, { size: board.layout.width });
      });
      const wrong = await compareWithCanvas(page, turned);
      console.log(
        `${c.name}: turned the other way: ${wrong.mean.toFixed(2)}/255, ${(wrong.far * 100).toFixed(1)}%`,
      );
      assert.ok(wrong.mean > 8 && wrong.far > 0.05, `turned: ${wrong.mean}, ${wrong.far}`);
      await shootSideBySide(page, svg, `diagram-${c.name}`);

      // The PNG: twice the chosen width, in proportion.
      await page.selectOption('select[name="diagram-size"]', '480');
      const png = await download(page, 'png');
      assert.match(png.name, /\.png$/);
      const small = await readSvg(page, (await download(page, 'svg')).bytes.toString('utf8'));
      assert.equal(small.width, 480);
      assert.deepEqual(pngSize(png.bytes), { width: 480 * PNG_SCALE, height: small.height * PNG_SCALE });
      assert.deepEqual(errors, []);
    }));
}

test('Copy SVG puts the same document on the clipboard; coordinates and arrows follow the options', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openLink(browser, `${base}/index.html?v=chess&moves=e2e4`, {
      acceptDownloads: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await openDiagram(page);
    await page.click('[data-diagram="copy"]');
    await page.waitForFunction(() => document.querySelector('.diagram-note').textContent === 'SVG copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const saved = (await download(page, 'svg')).bytes.toString('utf8');
    assert.equal(copied, saved);
    assert.equal((copied.match(/<text /g) || []).length, 16, 'eight files and eight ranks');

    await page.uncheck('input[name="diagram-coordinates"]');
    const bare = (await download(page, 'svg')).bytes.toString('utf8');
    assert.equal((bare.match(/<text /g) || []).length, 0);

    // The board's arrows (here the analysis arrow an author might want) come only when asked.
    await page.evaluate(() =>
      document
        .getElementById('tessera')
        .tesseraBoard.set({ arrows: [{ from: 'g1', to: 'f3', brush: 'best' }] }),
    );
    assert.doesNotMatch((await download(page, 'svg')).bytes.toString('utf8'), /class="arrow"/);
    await page.check('input[name="diagram-arrows"]');
    assert.match(
      (await download(page, 'svg')).bytes.toString('utf8'),
      /<g class="arrow" data-from="g1" data-to="f3">/,
    );
    assert.deepEqual(errors, []);
  }));

test('<tessera-board>.diagramSvg() gives authors the position shown, turned as the board is', () =>
  withSite(async (base, browser) => {
    const html = `<!doctype html><script type="module" src="js/embed/tessera-board.js"></script>
<tessera-board id="b" variant="chess" moves="e2e4 e7e5 g1f3" orientation="black"></tessera-board>`;
    const { page, errors, context } = await openHtml(browser, base, html);
    await boardIdle(page, '#b');
    const out = await page.evaluate(() => {
      const el = document.getElementById('b');
      const svg = el.diagramSvg({ size: 300, title: 'After 2.Nf3' });
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      return {
        error: !!doc.querySelector('parsererror'),
        width: doc.documentElement.getAttribute('width'),
        orientation: doc.documentElement.getAttribute('data-orientation'),
        title: doc.querySelector('svg > title').textContent,
        pieces: [...doc.querySelectorAll('.pieces use')].map((u) => [u.dataset.cell, u.dataset.piece]),
        lastMove: [...doc.querySelectorAll('.last-move')].map((p) => p.dataset.cell),
        viewedFen: el.state.viewedFen,
      };
    });
    assert.equal(out.error, false);
    assert.equal(out.width, '300');
    assert.equal(out.orientation, 'black');
    assert.equal(out.title, 'After 2.Nf3');
    assert.deepEqual(out.lastMove, ['g1', 'f3']);
    const placed = new Map(out.pieces);
    assert.equal(placed.size, 32);
    assert.equal(placed.get('f3'), 'N');
    assert.equal(placed.get('e5'), 'p');
    assert.equal(placed.has('g1'), false);
    assert.match(out.viewedFen, /^rnbqkbnr\/pppp1ppp\/8\/4p3\/4P3\/5N2\//);
    assert.deepEqual(errors, []);
    await context.close();
  }));

// Drags with the right mouse button from one cell to another, as a person draws an arrow on lichess.
async function rightDrag(page, from, to) {
  const a = await cellCenter(page, from);
  const b = await cellCenter(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 5 });
  await page.mouse.up({ button: 'right' });
  await settle(page);
}

const drawnArrows = (page) =>
  page.evaluate(() =>
    document.getElementById('tessera').tesseraBoard.state.drawn.map((a) => `${a.from}${a.to}`),
  );

test('the right button draws arrows on the board; the diagram exports them when asked', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openLink(browser, `${base}/index.html?v=chess`, { acceptDownloads: true });
    await rightDrag(page, 'g1', 'f3');
    await rightDrag(page, 'e2', 'e4');
    assert.deepEqual(await drawnArrows(page), ['g1f3', 'e2e4']);
    // The arrow's shaft is drawn on the canvas: the pixel between e2 and e4 is the arrow's green.
    const shaft = await page.evaluate(() => {
      const board = document.getElementById('tessera').tesseraBoard;
      const [x, y] = board.layout.centre('e3');
      const d = board.canvas
        .getContext('2d')
        .getImageData(Math.round(x * board.dpr), Math.round(y * board.dpr), 1, 1).data;
      return [...d];
    });
    assert.ok(shaft[1] > shaft[0] + 20 && shaft[1] > shaft[2], `green at e3: ${shaft}`);
    await screenshot(page, 'diagram-drawn-arrows');

    await openDiagram(page);
    await page.check('input[name="diagram-arrows"]');
    const svg = (await download(page, 'svg')).bytes.toString('utf8');
    assert.match(svg, /<g class="arrow" data-from="g1" data-to="f3">/);
    assert.match(svg, /<g class="arrow" data-from="e2" data-to="e4">/);

    // The same arrow again takes it away; a left click clears the rest; another position starts afresh.
    await rightDrag(page, 'g1', 'f3');
    assert.deepEqual(await drawnArrows(page), ['e2e4']);
    await clickCell(page, 'd5');
    assert.deepEqual(await drawnArrows(page), []);
    await playByClicks(page, 'e2e4');
    await settle(page);
    await rightDrag(page, 'd7', 'd5');
    assert.deepEqual(await drawnArrows(page), ['d7d5']);
    await page.click('[data-action="back"]');
    await settle(page);
    assert.deepEqual(await drawnArrows(page), [], 'another position shown: its own arrows, none yet');
    assert.deepEqual(errors, []);
  }));
