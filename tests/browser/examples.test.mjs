// The example variant pages: each loads cleanly, its piece legend marks exactly the cells the engine
// reports for a piece, its live boards render, and a full-page screenshot is kept for review.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, shotDir } from './harness.mjs';
import { openPage, boardIdle, boardState } from './embed.mjs';
import { loadEngine } from '../../scripts/wasm_engine.mjs';
import path from 'node:path';
import fs from 'node:fs';

const M = await loadEngine();

async function openExample(browser, base, name) {
  const { page, errors } = await openPage(browser, `${base}/examples/${name}.html`, {
    viewport: { width: 1100, height: 900 },
  });
  await page.waitForSelector('body[data-ready]', { timeout: 60000 });
  const boards = await page.$$eval('tessera-board', (list) =>
    list.map((b) => `#${b.id || (b.id = `board-${Math.random().toString(36).slice(2)}`)}`),
  );
  for (const b of boards) await boardIdle(page, b);
  return { page, errors, boards };
}

// Clicks a legend piece and checks its marked cells against the engine's own answer.
async function checkLegend(page, variant, letter) {
  await page.click(`.legend-piece[data-letter="${letter}"]`);
  await page.waitForFunction((l) => document.querySelector('[data-legend]').dataset.piece === l, letter);
  const shown = await page.evaluate(() => {
    const root = document.querySelector('[data-legend]');
    const cell = root.dataset.cell;
    return {
      cell,
      marked: Number(root.dataset.marked),
      dests: root.tesseraBoard.destsFrom(cell),
      pieces: [...root.tesseraBoard.state.pieces],
    };
  });
  const r = JSON.parse(M.pieceMoves(variant, letter, ''));
  assert.equal(shown.cell, r.cell);
  const union = new Set([...r.moves, ...r.captures]);
  assert.ok(union.size > 0, `${letter} has moves`);
  assert.equal(shown.marked, union.size);
  assert.deepEqual(new Set(shown.dests.map((d) => d.to)), union);
  for (const d of shown.dests) {
    assert.equal(d.capture, r.captures.includes(d.to) && !r.moves.includes(d.to), `${d.to} ring`);
    assert.equal(!!d.quiet, r.moves.includes(d.to) && !r.captures.includes(d.to), `${d.to} hollow`);
  }
  assert.deepEqual(shown.pieces, [[r.cell, letter]]);
  return r;
}

async function fullShot(page, name) {
  fs.mkdirSync(shotDir, { recursive: true });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true });
}

test('examples: Westfield page — legend from the engine, Shepherd’s Push arrows, live boards', () =>
  withSite(async (base, browser) => {
    const { page, errors, boards } = await openExample(browser, base, 'westfield');
    assert.equal(boards.length, 2);
    const shepherd = await checkLegend(page, 'westfield', 'Y');
    assert.deepEqual(shepherd.captures, [], 'a Shepherding Rook never captures');
    await checkLegend(page, 'westfield', 'S');
    const pawn = await checkLegend(page, 'westfield', 'P');
    assert.equal(pawn.captures.length, 2);
    // The push figure: the engine's push move, with one arrow for the shepherd and one per pushed piece.
    const push = await page.evaluate(() => {
      const fig = document.querySelector('[data-push-fen]');
      return { move: fig.dataset.move, arrows: fig.tesseraBoard.state.arrows.length };
    });
    assert.match(push.move, /^e2e3:/);
    assert.equal(push.arrows, 1 + push.move.split(':')[1].split(',').length);
    const view = await boardState(page, '#instructive');
    assert.equal(view.ply, 1);
    assert.equal(view.messages.length, 0);
    assert.equal(view.moves[0], push.move);
    await fullShot(page, 'example-westfield');
    assert.deepEqual(errors, []);
    await page.close();
  }));

test('examples: Naydorian page — Army on a coloured cell, Guard on a white cell, live boards', () =>
  withSite(async (base, browser) => {
    const { page, errors, boards } = await openExample(browser, base, 'naydorian');
    assert.equal(boards.length, 2);
    const shade = async (cell) =>
      page.evaluate(
        (c) =>
          document.querySelector('[data-legend]').tesseraBoard.layout.cells.find((x) => x.name === c).shade,
        cell,
      );
    const tor = await checkLegend(page, 'naydorian', 'T');
    assert.notEqual(await shade(tor.cell), 0, 'the Tor stands on a coloured cell');
    const yeoman = await checkLegend(page, 'naydorian', 'Y');
    assert.equal(await shade(yeoman.cell), 0, 'the Yeoman stands on a white cell');
    for (const c of yeoman.moves) assert.equal(await shade(c), 0);
    const view = await boardState(page, '#instructive');
    assert.equal(view.ply, 1);
    assert.equal(view.messages.length, 0);
    await fullShot(page, 'example-naydorian');
    assert.deepEqual(errors, []);
    await page.close();
  }));

test('examples: Officer-Spiel page — compound pieces from the engine, the leaping castle, live boards', () =>
  withSite(async (base, browser) => {
    const { page, errors, boards } = await openExample(browser, base, 'officer-spiel');
    assert.equal(boards.length, 2);
    const amazon = await checkLegend(page, 'officer-spiel', 'Z');
    const queen = JSON.parse(M.pieceMoves('officer-spiel', 'Q', amazon.cell));
    assert.ok(amazon.moves.length > queen.moves.length);
    const view = await boardState(page, '#instructive');
    assert.equal(view.ply, 3);
    assert.equal(view.messages.length, 0);
    await fullShot(page, 'example-officer-spiel');
    assert.deepEqual(errors, []);
    await page.close();
  }));

test('examples: the index links every example page', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPage(browser, `${base}/examples/index.html`);
    const links = await page.$$eval('.variant-list a', (as) => as.map((a) => a.getAttribute('href')));
    assert.deepEqual(links, ['westfield.html', 'naydorian.html', 'officer-spiel.html', 'outpost.html']);
    for (const l of links) assert.ok(fs.existsSync(path.join(path.dirname(shotDir), 'site/examples', l)));
    assert.deepEqual(errors, []);
    await page.close();
  }));
