// Xiangqi on the play page, picked from Fairy-Stockfish's catalogue: the palaces and the river the engine
// reports are drawn (on the canvas and in the SVG diagram), and a game is played against the engine.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import { openPlay, pickMore, engineState, playByClicks, waitPly, setEngine } from './play.mjs';

test('xiangqi: palaces and river drawn from the engine, moves by click, the engine answers', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await pickMore(page, 'xiangqi');
    const info = await page.evaluate(() => document.getElementById('tessera').tesseraGame.info);
    assert.equal(info.river, 5);
    assert.equal(info.palaces.length, 2);
    assert.ok(
      info.palaces.every((p) => p.length === 9),
      'two 3x3 palaces',
    );
    // Each palace: its outline and two diagonals; one river line.
    const lines = await page.evaluate(() =>
      document.getElementById('tessera').tesseraBoard.layout.regionLines(),
    );
    assert.equal(lines.filter((l) => l.kind === 'palace').length, 12);
    assert.equal(lines.filter((l) => l.kind === 'river').length, 1);
    const svg = await page.evaluate(() => document.getElementById('tessera').tesseraBoard.diagram().svg);
    assert.equal((svg.match(/<line class="palace"/g) || []).length, 12);
    assert.equal((svg.match(/<line class="river"/g) || []).length, 1);
    // The river's canvas pixels differ from the cells around it: it is drawn, not only computed.
    const river = lines.find((l) => l.kind === 'river');
    const shade = await page.evaluate(
      ([x, y]) => {
        const c = document.querySelector('#tessera .tessera-canvas');
        const k = c.width / c.getBoundingClientRect().width;
        return Array.from(c.getContext('2d').getImageData(Math.round(x * k), Math.round(y * k), 1, 1).data);
      },
      [(river.a[0] + river.b[0]) / 2 + 7, river.a[1]],
    );
    assert.ok(shade[2] > shade[0], `the river line is blue (${shade})`);

    // The cannon takes the centre file, and the engine answers as Black.
    await setEngine(page, '1', 0);
    await playByClicks(page, 'h3e3');
    await waitPly(page, 2, 60000);
    const s = await engineState(page);
    assert.equal(s.history.length, 2);
    assert.equal(s.side, 'white');
    await screenshot(page, 'xiangqi-engine');
    assert.deepEqual(errors, []);
  }));
