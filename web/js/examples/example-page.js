// An example variant page: defines <tessera-board> for its live boards, then draws the piece legend
// (and, for Westfield, a Shepherd's Push) from the engine's own answers.
import '../embed/tessera-board.js';
import { definitionKey } from '../embed/definition.js';
import { sharedEngine } from '../engine/service.js';
import { Game } from '../game/game.js';
import { PieceLegend, showPush } from './legend.js';
import { showSnippets } from './snippet.js';

async function start() {
  const snippets = document.querySelector('[data-snippet]');
  const playable = document.querySelector('.boards tessera-board');
  if (snippets && playable) showSnippets(snippets, playable);
  const engine = sharedEngine();
  const legendRoot = document.querySelector('[data-legend]');
  // A page that defines its own variant names the <script type="text/plain"> holding it.
  const own = legendRoot.dataset.definition && document.getElementById(legendRoot.dataset.definition);
  if (own) {
    const reply = await engine.loadDefinition(definitionKey(own.textContent)); // the same text the boards load
    if (!reply.ok) throw new Error(`the page's definition: ${reply.errors.map((e) => e.text).join('; ')}`);
  }
  const game = new Game(engine);
  await game.open(legendRoot.dataset.legend);
  const legend = new PieceLegend(legendRoot, engine, game.info);
  await legend.show(legendRoot.dataset.first || game.info.pieces[0].letter.toUpperCase());
  const push = document.querySelector('[data-push-fen]');
  if (push)
    await showPush(push, game, {
      fen: push.dataset.pushFen,
      from: push.dataset.pushFrom,
      to: push.dataset.pushTo,
    });
  document.body.dataset.ready = 'true';
}

start().catch((err) => {
  const p = document.createElement('p');
  p.className = 'legend-error';
  p.textContent = `The engine could not start: ${err && err.message ? err.message : err}`;
  document.querySelector('[data-legend]').append(p);
});
