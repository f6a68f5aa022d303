// Helpers for the sharing tests: open a link as a fresh visitor, read back what the page restored,
// and pick moves that one pair of clicks can play.
import assert from 'node:assert/strict';
import { openPage } from './harness.mjs';
import { settle, legalMoves, playByClicks } from './play.mjs';

export const VIEWPORT = { width: 1280, height: 860 };

// Opens `url` in a new page and waits until the link it carries has been read.
export async function openLink(browser, url, options = {}) {
  const { page, errors } = await openPage(browser, url, { viewport: VIEWPORT, ...options });
  await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
  await settle(page);
  return { page, errors };
}

// What a visitor sees: the engine's positions, the move list and the board's orientation.
export function restored(page) {
  return page.evaluate(() => {
    const root = document.getElementById('tessera');
    const g = root.tesseraGame;
    return {
      variant: g.info.id,
      fen: g.latest.fen,
      startFen: g.startFen,
      history: g.history,
      moveList: [...root.querySelectorAll('.moves .ply')].map((b) => b.textContent),
      orientation: root.tesseraBoard.state.orientation,
    };
  });
}

export function errorText(page) {
  return page.evaluate(() => {
    const e = document.querySelector('#tessera .error');
    return e.hidden ? '' : e.textContent;
  });
}

// Plays `count` plies by clicking, each a legal move whose from and to no other legal move shares
// (so no chooser opens); which one is picked varies with the ply so the games differ.
export async function playSome(page, count) {
  const played = [];
  for (let i = 0; i < count; i++) {
    const legal = await legalMoves(page);
    const key = (m) => `${m.from}-${m.to}`;
    const single = legal.filter((m) => legal.filter((n) => key(n) === key(m)).length === 1);
    assert.ok(single.length > 0, 'no move playable by one pair of clicks');
    const move = single[(i * 7 + 3) % single.length];
    await playByClicks(page, move.text);
    played.push(move.text);
  }
  return played;
}
