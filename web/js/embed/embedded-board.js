// One embedded board: a Game on a GameView with a small control bar, in view, play or engine mode.
// Lives inside a <tessera-board>'s shadow root (or any container); every message is shown as text.
import { Game } from '../game/game.js';
import { GameView } from '../game/game-view.js';
import { EnginePlayer } from '../game/engine-player.js';
import { statusText } from '../ui/panel.js';
import { renderHand, adoptHandSheet } from '../ui/hand.js';
import { lostPieces } from '../game/captures.js';
import { DEFAULT_VARIANT } from './options.js';

const MESSAGE_CHARS = 400; // an engine message can quote hostile input; keep what is shown short

function el(tag, props = {}, text = '') {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) node.setAttribute(k, v);
  if (text) node.textContent = text;
  return node;
}

function button(action, label, title) {
  return el('button', { type: 'button', 'data-action': action, 'aria-label': title, title }, label);
}

export class EmbeddedBoard {
  // `onChange()` hears every change of state (the element mirrors it into data attributes).
  constructor(container, engine, { onChange = () => {}, maxHeight = () => Infinity } = {}) {
    this.engine = engine;
    this.onChange = onChange;
    this.game = new Game(engine);
    this.player = new EnginePlayer(engine);
    this.options = null;
    this.problems = [];
    this.loads = 0; // the latest load; an older one that finishes late is dropped
    this.ready = false;
    this.task = ''; // the position the engine is thinking about, or ''
    this.failed = ''; // a position the engine could not move in: not retried until it changes
    this.playerArmy = 0; // in engine mode: the army at the bottom when the board loaded (Flip keeps it)
    this.destroyed = false;
    this.build(container, maxHeight);
    this.game.addEventListener('change', () => this.sync());
  }

  build(container, maxHeight) {
    this.root = el('div', { class: 'tb' });
    this.wrap = el('div', {
      class: 'board-wrap',
      tabindex: '0',
      'aria-label': 'Board (left and right arrows step through the moves)',
    });
    this.bar = el('div', { class: 'tb-bar', role: 'toolbar', 'aria-label': 'Board controls' });
    this.buttons = {
      first: button('first', '\u00ab', 'First position'),
      back: button('back', '\u2190', 'Previous move'),
      forward: button('forward', '\u2192', 'Next move'),
      last: button('last', '\u00bb', 'Last position'),
      undo: button('undo', 'Undo', 'Undo move'),
      reset: button('reset', 'Reset', 'Back to the position given'),
      flip: button('flip', 'Flip', 'Flip board'),
    };
    this.level = el('select', { 'aria-label': 'Engine level', title: 'Engine level' });
    this.status = el('span', { class: 'tb-status', role: 'status', 'aria-live': 'polite' });
    this.bar.append(...Object.values(this.buttons), this.level, this.status);
    this.message = el('p', { class: 'tb-message', role: 'alert' });
    this.message.hidden = true;
    // Drop variants: each army's hand, the top one above the board and the bottom one below it.
    this.hands = [el('div', { class: 'hand' }), el('div', { class: 'hand' })];
    for (const h of this.hands) h.hidden = true;
    this.root.append(this.hands[0], this.wrap, this.hands[1], this.bar, this.message);
    container.replaceChildren(this.root);

    this.view = new GameView(this.wrap, this.game, {
      movable: () => this.options && this.options.mode !== 'view' && !this.engineToMove(),
      maxHeight,
      onChange: () => this.sync(),
    });
    this.loading = el('p', { class: 'tb-loading' }, 'Loading the engine\u2026');
    this.wrap.append(this.loading);
    this.bar.addEventListener('click', (e) => {
      const b = e.target.closest('button[data-action]');
      if (b) this.act(b.dataset.action);
    });
    this.wrap.addEventListener('keydown', (e) => {
      const keys = { ArrowLeft: 'back', ArrowRight: 'forward', Home: 'first', End: 'last' };
      if (!keys[e.key] || this.view.choosing) return;
      e.preventDefault();
      this.act(keys[e.key]);
    });
  }

  get board() {
    return this.view.board;
  }
  get mode() {
    return this.options ? this.options.mode : 'view';
  }

  // Loads `options` (from readOptions): the variant (or the default, if the engine does not know it),
  // then the FEN and moves, keeping every legal prefix. Extra `problems` are shown with the engine's.
  async load(options) {
    const load = ++this.loads;
    this.halt();
    this.options = options;
    this.problems = [...options.problems];
    this.ready = false;
    this.onChange();
    await this.loadLevels();
    if (load !== this.loads) return; // replaced or removed while the engine started
    try {
      await this.game.open(options.variant);
    } catch (err) {
      if (load !== this.loads) return;
      this.problems.push(
        `The variant ${JSON.stringify(options.variant)} could not be opened (${err.message}), so ${DEFAULT_VARIANT} was opened.`,
      );
      await this.game.open(DEFAULT_VARIANT);
    }
    if (load !== this.loads) return;
    this.game.error = '';
    if (options.fen || options.moves.length) {
      await this.game.load({ fen: options.fen, moves: options.moves });
      if (this.game.error.startsWith('FEN')) {
        // A FEN the engine rejects: the moves are tried from the start position instead.
        this.problems.push(`${this.game.error} \u2014 the start position was used.`);
        await this.game.load({ fen: '', moves: options.moves });
      }
      if (this.game.error)
        this.problems.push(`Only the legal moves before this one were kept: ${this.game.error}`);
      this.game.error = '';
    }
    if (load !== this.loads) return;
    this.view.orientation = options.orientation;
    this.playerArmy = options.orientation === 'white' ? 0 : 1;
    this.view.attach();
    this.loading.remove();
    this.level.hidden = options.mode !== 'engine';
    this.buttons.undo.hidden = this.buttons.reset.hidden = options.mode === 'view';
    this.ready = true;
    this.sync();
  }

  // The engine's levels in the level menu, filled once; a failure is shown like any other problem.
  async loadLevels() {
    if (this.level.options.length) return;
    const levels = await this.player.loadLevels().catch((err) => {
      this.problems.push(`The engine's levels could not be read (${err.message}).`);
      return [];
    });
    if (this.level.options.length) return;
    this.level.replaceChildren(...levels.map((l, i) => new Option(l.name, String(i))));
    this.level.value = String(Math.min(1, levels.length - 1));
  }

  act(action) {
    const g = this.game;
    if (!this.ready) return;
    if (action === 'first') g.view(0);
    else if (action === 'back') g.view(g.cursor - 1);
    else if (action === 'forward') g.view(g.cursor + 1);
    else if (action === 'last') g.view(g.ply);
    else if (action === 'flip') this.view.flip();
    else if (action === 'reset') this.load({ ...this.options, problems: [] });
    else if (action === 'undo') this.undo();
  }

  // In engine mode, takes back the engine's reply too, so the player is to move again.
  undo() {
    if (this.mode === 'view') return;
    const thinking = this.task !== '';
    this.halt();
    const both = this.mode === 'engine' && !thinking && this.game.ply >= 2;
    this.game.undo(both ? 2 : 1);
  }

  // ---- The engine as opponent ----

  // The player has the army that was at the bottom when the board loaded; the engine plays the other
  // one, whichever way up the board is turned later.
  engineArmy() {
    if (this.mode !== 'engine') return -1;
    return 1 - this.playerArmy;
  }

  engineToMove() {
    return this.ready && this.player.toMove(this.game, this.engineArmy());
  }

  positionChanged() {
    const task = this.engineToMove() ? this.player.key(this.game) : '';
    if (task === this.task || (task && task === this.failed)) return;
    this.halt();
    this.task = task;
    if (task) this.think(task);
  }

  async think(task) {
    try {
      const played = await this.player.think(this.game, this.player.level(Number(this.level.value)));
      if (played && this.task === task) this.task = '';
    } catch (err) {
      if (this.task === task) {
        this.failed = task;
        this.problems.push(`The engine could not move: ${err.message}`);
      }
    } finally {
      if (this.task === task) this.task = '';
      if (!this.destroyed) this.sync();
    }
  }

  halt() {
    this.player.halt();
    this.task = '';
  }

  // ---- Drawing ----

  sync() {
    const g = this.game;
    if (this.destroyed) return;
    if (!this.ready || !g.info) {
      this.onChange();
      return;
    }
    this.view.sync();
    this.renderHands();
    const thinking = this.task !== '';
    this.status.textContent = thinking ? 'Engine thinking' : statusText(g);
    this.status.classList.toggle('thinking', thinking);
    const b = this.buttons;
    b.first.disabled = b.back.disabled = g.cursor === 0;
    b.forward.disabled = b.last.disabled = g.atEnd;
    b.undo.disabled = g.ply === 0 || this.view.choosing;
    this.board.setLabel(`${g.info.name} board: ${this.status.textContent}`);
    const lines = g.error ? [...this.problems, g.error] : this.problems;
    const text = lines
      .map((l) => (l.length > MESSAGE_CHARS ? `${l.slice(0, MESSAGE_CHARS)}\u2026` : l))
      .join('\n');
    this.message.textContent = text;
    this.message.hidden = !text;
    this.onChange();
    this.positionChanged();
  }

  // The hands of a drop variant, as the engine reports them at the viewed ply; the side to move's may be
  // picked from while the board takes moves.
  renderHands() {
    const g = this.game;
    const drops = !!g.info.drops;
    const bottom = this.view.orientation === 'white' ? 0 : 1;
    const held = drops ? lostPieces(g.plies, g.cursor) : [[], []];
    this.hands.forEach((box, i) => {
      box.hidden = !drops;
      if (!drops) return;
      const army = i === 1 ? bottom : 1 - bottom;
      adoptHandSheet(box);
      const toMove = this.view.movable() && g.sideIndex() === army;
      renderHand(box, {
        letters: held[army],
        board: toMove ? this.board : null,
        pieceUrl: (letter) => this.view.pieceUrl(letter),
        pieceName: (letter) => this.view.pieceName(letter),
        owner: g.colourName(army),
      });
    });
  }

  // A plain snapshot for the host page and tests.
  snapshot() {
    const g = this.game;
    const s = this.ready && g.latest;
    return {
      ready: this.ready,
      mode: this.mode,
      variant: s ? g.info.id : '',
      fen: s ? g.latest.fen : '',
      startFen: s ? g.startFen : '',
      viewedFen: s ? g.viewed.fen : '',
      ply: s ? g.ply : 0,
      cursor: s ? g.cursor : 0,
      moves: s ? g.history.slice() : [],
      side: s ? g.latest.side : '',
      outcome: s ? g.latest.status.outcome : '',
      orientation: this.view.orientation,
      thinking: this.task !== '',
      messages: this.message.hidden ? [] : this.message.textContent.split('\n'),
    };
  }

  // Resolves when the engine has answered everything asked so far (and is not thinking).
  async idle() {
    for (;;) {
      if (this.destroyed) return;
      await this.game.queue;
      if (!this.task && this.ready) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  // Frees the engine's game (once anything still on its way is answered) and the search worker; the
  // board then neither draws nor reports again.
  destroy() {
    this.destroyed = true;
    this.loads++;
    this.halt();
    this.player.destroy();
    this.game.close();
    this.view.destroy();
  }
}
