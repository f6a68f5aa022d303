// The play page: a variant picker, one board with its game, the game panel and the engine opponent.
// Everything hangs off one root element, so the page keeps no globals and could appear twice.
import { Game } from '../game/game.js';
import { GameView } from '../game/game-view.js';
import { lostPieces } from '../game/captures.js';
import { renderPicker } from '../ui/picker.js';
import { statusText, renderMoves, renderStrip } from '../ui/panel.js';
import { Opponent } from './opponent.js';
import { readLink, loadProblem, gameQuery } from '../share/link.js';
import { SharePanel } from '../share/share-panel.js';

export class PlayPage {
  constructor(root, engine) {
    this.root = root;
    this.engine = engine;
    this.game = new Game(engine);
    this.message = '';
    this.notice = { text: '', key: '' };   // what a link or record could not give; goes at the next change of game
    this.linked = false;                   // the URL follows the game once the link it was opened with is read
    this.$ = (selector) => root.querySelector(selector);
    this.view = new GameView(this.$('.board-wrap'), this.game, {
      movable: () => !this.opponent.engineToMove(),
      maxHeight: () => {
        const top = this.$('.board-wrap').getBoundingClientRect().top + window.scrollY;
        return Math.max(260, window.innerHeight - top - 40);
      },
      onResize: (w) => this.$('.board-column').style.setProperty('--board-width', `${w}px`),
      onChange: () => this.sync(),
    });
    this.opponent = new Opponent(this);
    this.game.addEventListener('change', () => this.sync());
  }

  async start() {
    const [variants] = await Promise.all([this.engine.call('variants'), this.opponent.init()]);
    this.variants = variants;
    this.pickerView = renderPicker(this.$('.picker'), variants, (id) => this.selectVariant(id));
    this.bindControls();
    this.share = new SharePanel(this, this.$('.share'));
    await this.openLink(window.location.search);
    this.root.dataset.ready = 'true';
  }

  // Opens what the page's link asks for: variant, start FEN, moves and orientation, keeping every
  // legal prefix; whatever could not be used is named in the notice.
  async openLink(query) {
    const link = readLink(query, this.variants);
    await this.selectVariant(link.variant);
    const problems = [...link.problems];
    if (link.fen || link.moves.length) {
      await this.game.load({ fen: link.fen, moves: link.moves });
      problems.push(loadProblem(this.game.lastLoad));
      this.game.error = '';   // the notice below says it in the link's terms
    }
    this.view.orientation = link.orientation;
    this.linked = true;
    this.setNotice(problems.filter(Boolean).join('\n'));
    this.sync();
  }

  get board() { return this.view.board; }
  get orientation() { return this.view.orientation; }
  set orientation(side) { this.view.orientation = side; }
  get choosing() { return this.view.choosing; }

  async selectVariant(id) {
    this.opponent.halt();
    this.message = '';
    await this.game.open(id);
    this.view.orientation = 'white';
    this.variantShown();
  }

  // Brings the board, picker and opponent to the game's variant (after opening it or importing a record).
  variantShown() {
    const id = this.game.info.id;
    this.view.attach();
    this.root.tesseraBoard = this.view.board;   // for tests and overlays: the element owns its board
    this.root.tesseraGame = this.game;
    this.pickerView.select(id);
    this.opponent.variantChanged();
    this.sync();
    this.root.dataset.variant = id;
  }

  // Which game the notice is about: it lapses once the record changes.
  recordKey() {
    const g = this.game;
    return g.loaded ? `${g.info.id}|${g.startFen}|${g.ply}|${g.latest.fen}` : '';
  }

  setNotice(text) {
    this.notice = { text, key: this.recordKey() };
    this.sync();
  }

  // The link to this game as it stands; the address bar holds the same.
  shareUrl() {
    this.writeUrl();
    return window.location.href;
  }

  writeUrl() {
    if (!this.linked || !this.game.loaded) return;
    const query = gameQuery(this.game, this.orientation);
    if (query !== window.location.search) {
      window.history.replaceState(window.history.state, '', `${query}${window.location.hash}`);
    }
  }

  async loadFen(fen) {
    this.opponent.halt();
    return this.game.load({ fen });
  }

  async importRecord(text) {
    this.opponent.halt();
    const before = this.game.info.id;
    const ok = await this.game.importRecord(text);
    if (this.game.info.id !== before) this.variantShown();
    return ok;
  }

  movable() { return this.view.movable(); }

  sync() {
    const g = this.game;
    if (!this.board || g.info.id !== this.view.variant) return; // the new variant's board is not up yet
    this.view.sync();
    const s = g.viewed;
    this.board.setLabel(`${g.info.name} board. ${statusText(g)}.${s.lastMove ? ` Last move ${s.lastMove.join(' to ')}.` : ''}`);
    this.$('.status').textContent = statusText(g);
    if (this.notice.text && this.notice.key !== this.recordKey()) this.notice = { text: '', key: '' };
    const error = this.$('.error');
    error.textContent = [g.error || this.message, this.notice.text].filter(Boolean).join('\n');
    error.hidden = !error.textContent;
    this.writeUrl();
    renderMoves(this.$('.moves'), g, (ply) => g.view(ply));
    this.renderStrips();
    this.renderMoveEntry();
    this.renderButtons();
    this.opponent.positionChanged();
  }

  // What each army has lost at the viewed ply, as the engine reports it.
  renderStrips() {
    const g = this.game;
    const lost = lostPieces(g.plies, g.cursor);
    const bottom = this.orientation === 'white' ? 0 : 1;
    const url = (letter) => this.view.pieceUrl(letter);
    const name = (letter) => this.view.pieceName(letter);
    const engineArmy = this.opponent.engineArmy();
    renderStrip(this.$('.strip-bottom'), g, bottom, lost, url, name, engineArmy);
    renderStrip(this.$('.strip-top'), g, 1 - bottom, lost, url, name, engineArmy);
  }

  // Rebuilt only when the legal moves or whether they may be played change (a push can have thousands).
  renderMoveEntry() {
    const list = this.$('#legal-moves') || this.root.querySelector('datalist');
    const movable = this.movable();
    if (this.entryShown && this.entryShown.legal === this.game.legal && this.entryShown.movable === movable) return;
    this.entryShown = { legal: this.game.legal, movable };
    const options = movable ? this.game.legal.map((m) => {
      const o = document.createElement('option');
      o.value = m.text;
      return o;
    }) : [];
    list.replaceChildren(...options);
    this.$('.move-entry input').disabled = !this.movable();
  }

  renderButtons() {
    const g = this.game;
    const set = (action, enabled) => { this.$(`[data-action="${action}"]`).disabled = !enabled; };
    set('first', g.cursor > 0);
    set('back', g.cursor > 0);
    set('forward', g.cursor < g.ply);
    set('last', g.cursor < g.ply);
    set('undo', g.ply > 0 && !this.choosing);
    set('redo', g.redoMoves.length > 0 && !this.choosing);
  }

  // A problem outside the game record (the engine failing, say), shown until the next change of game.
  showError(text) {
    this.message = text;
    const error = this.$('.error');
    error.textContent = text;
    error.hidden = !text;
  }

  flip() {
    this.view.flip();
    this.sync();
  }

  undo() {
    this.opponent.halt();
    return this.game.undo(this.opponent.undoCount());
  }

  redo() { return this.game.redo(this.opponent.undoCount()); }

  newGame() {
    this.opponent.halt();
    return this.game.newGame();
  }

  bindControls() {
    const g = this.game;
    const actions = {
      first: () => g.view(0),
      back: () => g.view(g.cursor - 1),
      forward: () => g.view(g.cursor + 1),
      last: () => g.view(g.ply),
      undo: () => this.undo(),
      redo: () => this.redo(),
      flip: () => this.flip(),
      new: () => this.newGame(),
      stop: () => this.opponent.stop(),
    };
    this.root.addEventListener('click', (e) => {
      const button = e.target.closest('[data-action]');
      if (button && actions[button.dataset.action]) actions[button.dataset.action]();
    });
    this.$('.move-entry').addEventListener('submit', (e) => {
      e.preventDefault();
      const input = this.$('.move-entry input');
      const text = input.value.trim();
      if (text && this.movable()) g.play(text).then((ok) => { if (ok) input.value = ''; });
    });
    // Arrow keys step through the moves unless the user is typing or choosing.
    this.root.ownerDocument.addEventListener('keydown', (e) => {
      if (e.target.closest && e.target.closest('input, select, textarea, .chooser')) return;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const keys = { ArrowLeft: 'back', ArrowRight: 'forward', ArrowUp: 'first', ArrowDown: 'last', Home: 'first', End: 'last' };
      if (keys[e.key] && g.loaded) {
        e.preventDefault();
        actions[keys[e.key]]();
      }
    });
  }
}
