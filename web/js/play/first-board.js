// The play page's first board, on its own: the game and its board view for the link's built-in variant,
// drawn from the build-time snapshot and movable before the rest of the page (panels, share, clock) loads.
// The page takes the game and view over once it is up (play/page.js); until then moves go to the game.
import { Game } from '../game/game.js';
import { GameView } from '../game/game-view.js';
import { readLink } from '../share/link.js';
import { decodeState } from '../share/url-state.js';

// The board takes the window's height below its top, less the strip under it, as lichess does. On
// a phone it takes the screen's width as long as it fits the screen's height with its two strips
// (a turned Westfield board is taller than what is left under the header).
function boardRoom(root) {
  const $ = (selector) => root.querySelector(selector);
  return () => {
    const top = $('.board-wrap').getBoundingClientRect().top + window.scrollY;
    const below = $('.strip-bottom').getBoundingClientRect().height || 32;
    const bar = root.classList.contains('playing') ? $('.controls').getBoundingClientRect().height : 0;
    if (window.innerWidth < 600) return Math.max(260, window.innerHeight - 2 * below - bar - 12);
    return Math.max(260, window.innerHeight - top - below - 12);
  };
}

// The first board counts as up when its pieces are drawn (they can be moved from then on).
export function markDrawn(board) {
  return board.pieces.loaded.then(() => {
    board.draw();
    if (!performance.getEntriesByName('tessera-board').length) performance.mark('tessera-board');
  });
}

export class FirstBoard {
  constructor(root, engine) {
    this.root = root;
    this.engine = engine;
    this.game = new Game(engine);
    this.view = new GameView(root.querySelector('.board-wrap'), this.game, {
      keyboard: true,
      onChange: () => this.view.sync(),
      maxHeight: boardRoom(root),
      onResize: (w) => root.querySelector('.board-column').style.setProperty('--board-width', `${w}px`),
    });
    this.variant = null; // the variant opened here, or null when the page opens the link itself
    this.opening = null; // Game.open's promise for it
    this.shownHandlers = [];
    this.shown = false;
    // Settles once the first board is drawn, or as soon as it is clear it waits for the engine (no
    // snapshot, or a variant the page opens itself): the rest of the page loads after that.
    this.up = new Promise((resolve) => (this.settle = resolve));
    // Until the page takes over, the board follows the game by itself (a move made, the engine's reply).
    this.follow = () => this.view.sync();
    this.game.addEventListener('change', this.follow);
  }

  // Opens the link's variant when it is a built-in, whose snapshot is in the page or next to the engine.
  // A link to another variant needs the engine's catalogue to be read, which the page does.
  async start() {
    const early = await this.engine.startList();
    const query = window.location.search;
    const own = decodeState(query).variant;
    if (!early || (own && !early.variants.some((v) => v.id === own))) {
      this.settle();
      return;
    }
    this.variant = readLink(query, early.variants).variant;
    const snapshot = this.engine.startOpen(this.variant); // the one Game.open takes its first state from
    this.opening = this.game.open(this.variant, { onShown: () => this.show() });
    this.opening.catch(() => this.settle()); // the page awaits it and reports a failure
    if (!(await snapshot)) this.settle();
  }

  // The first state is in (the snapshot's, or the engine's if there was none): the board goes up, and
  // counts as up once its pieces are drawn, since they can be moved from then on.
  show() {
    const root = this.root;
    this.view.orientation = 'white';
    this.view.attach();
    root.tesseraBoard = this.view.board; // for tests and overlays: the element owns its board
    root.tesseraGame = this.game;
    root.dataset.variant = this.game.info.id;
    this.view.sync();
    const board = this.view.board;
    markDrawn(board).then(this.settle);
    this.shown = true;
    for (const f of this.shownHandlers) f();
  }

  // Calls `f` once the first state is shown (at once if it is).
  onShown(f) {
    if (this.shown) f();
    else this.shownHandlers.push(f);
  }

  // The opening of the first variant, for the page to take once (null after that, or if there was none).
  takeOpening() {
    const opening = this.opening;
    this.opening = null;
    return opening;
  }

  // The page now keeps the board in step with the game.
  handOver() {
    this.game.removeEventListener('change', this.follow);
  }
}
