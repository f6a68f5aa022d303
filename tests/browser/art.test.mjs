// Piece art: every piece of every variant the engine offers has its own drawing (no lettered fallback),
// no two pieces of one variant look the same, and a gallery of all of them is saved for review.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import { openPlay } from './play.mjs';

// The pieces of the variant specs, including those of variants still arriving on other branches.
const SPEC_PIECES = {
  chess: ['King', 'Queen', 'Rook', 'Bishop', 'Knight', 'Pawn'],
  capablanca: ['King', 'Queen', 'Rook', 'Bishop', 'Knight', 'Pawn', 'Archbishop', 'Chancellor'],
  westfield: [
    'Pawn',
    'Knight',
    'Bishop',
    'Rook',
    'Queen',
    'Shepherding Bishop',
    'Shepherding Rook',
    'Silverhunter',
    'Goldhawker',
    'Goldhawkress',
    'Supersilver',
  ],
  naydorian: ['King', 'General', 'Tor', 'Battle-Hound', 'War-Horse', 'Pike', 'Yeoman', 'Captain'],
  'officer-spiel': [
    'King',
    'Queen',
    'Rook',
    'Bishop',
    'Knight',
    'Pawn',
    'Amazon',
    'Ship',
    'Freemason',
    'Chancellor',
    'Archbishop',
    'Sailor',
    'Missionary',
    'Judge',
  ],
};
const COLOURS = { naydorian: ['Gold', 'Red'] };

test('every piece of every variant has its own art', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    // Add the pieces of the variants the engine already offers, by the names the engine gives them.
    const offered = await page.evaluate(async () => {
      const game = document.getElementById('tessera').tesseraGame;
      const out = {};
      for (const v of await game.engine.call('variants')) {
        const id = game.engine.newGameId();
        const r = await game.engine.call('open', { game: id, variant: v.id });
        out[v.id] = {
          names: r.describe.pieces.map((p) => p.name),
          colors: r.describe.colors,
          pieces: r.describe.pieces,
        };
        await game.engine.call('close', { game: id });
      }
      return out;
    });
    assert.ok(Object.keys(offered).length >= 2);
    const sets = { ...SPEC_PIECES };
    // The engine's description of each piece by name: art such as Westfield's metal tiles is drawn from its moves.
    const described = {};
    for (const [id, v] of Object.entries(offered)) {
      sets[`engine:${id}`] = v.names;
      COLOURS[`engine:${id}`] = v.colors;
      for (const p of v.pieces) described[p.name] = described[p.name] || p;
    }

    const report = await page.evaluate(
      async ({ sets, colours, described }) => {
        const { artKey, pieceSvg } = await import('/js/art/pieces.js');
        const out = {};
        for (const [id, names] of Object.entries(sets)) {
          const [c0, c1] = colours[id] || ['White', 'Black'];
          out[id] = names.map((n) => ({
            name: n,
            key: artKey(n),
            white: pieceSvg(n, c0, 0, '?', described[n]),
            black: pieceSvg(n, c1, 1, '?', described[n]),
          }));
        }
        return out;
      },
      { sets, colours: COLOURS, described },
    );

    for (const [id, pieces] of Object.entries(report)) {
      for (const p of pieces) assert.ok(p.key, `${id}: no art for "${p.name}"`);
      const looks = new Set(pieces.map((p) => p.white));
      assert.equal(looks.size, pieces.length, `${id}: two pieces share a drawing`);
      for (const p of pieces)
        assert.notEqual(p.white, p.black, `${id}: ${p.name} looks the same for both armies`);
    }

    // The gallery: each variant's pieces in both armies' colours, at board size and at phone size.
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.evaluate(
      async ({ sets, colours, described }) => {
        const { pieceSvg, svgUrl } = await import('/js/art/pieces.js');
        const root = document.body;
        root.replaceChildren();
        root.style.cssText = 'margin:0;padding:8px;background:#f4f1ea;font:12px sans-serif';
        for (const [id, names] of Object.entries(sets)) {
          if (id.startsWith('engine:')) continue;
          const [c0, c1] = colours[id] || ['White', 'Black'];
          const row = document.createElement('div');
          row.style.cssText = 'display:flex;flex-wrap:wrap;align-items:flex-end;gap:2px;margin-bottom:6px';
          const label = document.createElement('b');
          label.textContent = id;
          label.style.width = '90px';
          row.append(label);
          for (const n of names) {
            const cell = document.createElement('figure');
            cell.style.cssText = 'margin:0;text-align:center;width:96px;background:#d9c4a0';
            for (const [c, i] of [
              [c0, 0],
              [c1, 1],
            ]) {
              const img = new Image(44, 44);
              img.src = svgUrl(pieceSvg(n, c, i, '?', described[n]));
              cell.append(img);
            }
            const cap = document.createElement('figcaption');
            cap.textContent = n;
            cap.style.cssText = 'font-size:9px;line-height:1.1;height:20px;overflow:hidden';
            cell.append(cap);
            row.append(cell);
          }
          root.append(row);
        }
        await Promise.all([...document.images].map((i) => i.decode()));
      },
      { sets, colours: COLOURS, described },
    );
    await screenshot(page, 'piece-gallery');
    assert.deepEqual(errors, []);
  }));
