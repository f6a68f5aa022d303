// The play page: a variant picker, one board with its game, the game panel and the engine opponent.
// Everything hangs off one root element, so the page keeps no globals and could appear twice.
// Its own state beyond the game record: how the game ended if the record cannot say (play/ending.js)
// and the game's clock (game/clock.js), which follows the record's latest ply whatever ply is shown.
import { lostPieces } from '../game/captures.js';
import { renderPicker } from '../ui/picker.js';
import { statusText, renderMoves, renderStrip } from '../ui/panel.js';
import { Opponent } from './opponent.js';
import { readLink, loadProblem, gameQuery } from '../share/link.js';
import { decodeState } from '../share/url-state.js';
import { SharePanel } from '../share/share-panel.js';
import { DiagramPanel } from '../share/diagram-panel.js';
import { StartPanel } from './start.js';
import { renderResult, recordResult } from './result.js';
import { material, advantageText } from './material.js';
import { Ending } from './ending.js';
import { Clock, pgnControl } from '../game/clock.js';
import { ClockView } from './clock-view.js';
import { markDrawn } from './first-board.js';

export class PlayPage {
  // `first` is the page's FirstBoard (play/first-board.js): its game and board view become the page's,
  // with the first variant it may already have opened.
  constructor(root, engine, first) {
    this.root = root;
    this.engine = engine;
    this.first = first;
    this.game = first.game;
    this.message = '';
    this.notice = { text: '', key: '' }; // what a link or record could not give; goes at the next change of game
    this.linked = false; // the URL follows the game once the link it was opened with is read
    this.ending = new Ending(this); // a resignation or agreed draw of this record
    this.lastPly = 0;
    this.control = null; // the time control of games started here ({base, increment} in ms), or null
    this.clock = null; // this game's Clock, or null
    this.clockWaits = false; // a new clock waits for its new game to load
    // A flag seen while the page redraws ends the game just after, not inside that redraw.
    this.clockView = new ClockView(root.ownerDocument, (army) => queueMicrotask(() => this.flagFell(army)));
    this.$ = (selector) => root.querySelector(selector);
    this.view = first.view;
    this.opponent = new Opponent(this);
  }

  // The first board is up (or waits for the engine) when this runs; the page is ready once the engine
  // has opened the game and the link's moves are played.
  async start() {
    const early = await this.engine.startList();
    const [variants] = await Promise.all([
      early ? early.variants : this.engine.call('variants'),
      this.opponent.init(early && early.levels),
    ]);
    this.variants = variants;
    this.pickerView = renderPicker(this.$('.picker'), variants, (id) => this.selectVariant(id));
    this.startPanel = new StartPanel(this.$('.start'), this.$('select[name="level"]'), (choice) =>
      this.startGame(choice),
    );
    this.$('details.variants').addEventListener('toggle', () => this.resizeBoard());
    window.addEventListener('resize', () => this.resizeBoard());
    this.resizeBoard();
    this.bindControls();
    this.share = new SharePanel(this, this.$('.share'));
    this.diagram = new DiagramPanel(this, this.$('.diagram'));
    // From here on the page keeps the board in step with the game.
    this.first.handOver();
    this.view.control({
      movable: () => !this.opponent.engineToMove() && !this.ended,
      premovable: () => this.opponent.engineToMove(),
      onChange: () => this.sync(),
    });
    this.game.addEventListener('change', () => this.sync());
    await this.openLink(window.location.search);
    this.root.dataset.ready = 'true';
    this.knownVariants().then((all) => this.pickerView.setMore(all.slice(this.variants.length)));
  }

  // Tessera's variants and then Fairy-Stockfish's catalogue, which the engine lists once it has started.
  knownVariants() {
    if (!this.everyVariant)
      this.everyVariant = this.engine.call('catalogue').then((more) => [...this.variants, ...more]);
    return this.everyVariant;
  }

  // Opens what the page's link asks for: variant, start FEN, moves and orientation, keeping every
  // legal prefix; whatever could not be used is named in the notice.
  async openLink(query) {
    // A link to a variant of the catalogue waits for the engine's list of it; others open at once.
    const own = decodeState(query).variant;
    const known =
      !own || this.variants.some((v) => v.id === own) ? this.variants : await this.knownVariants();
    const link = readLink(query, known);
    await this.selectVariant(link.variant);
    const problems = [...link.problems];
    if (link.fen || link.moves.length) {
      await this.game.load({ fen: link.fen, moves: link.moves });
      problems.push(loadProblem(this.game.lastLoad));
      this.game.error = ''; // the notice below says it in the link's terms
    }
    this.view.orientation = link.orientation;
    if (this.game.ply > 0) this.collapsePicker();
    this.lastPly = this.game.ply;
    this.linked = true;
    this.setNotice(problems.filter(Boolean).join('\n'));
    this.sync();
  }

  get board() {
    return this.view.board;
  }
  get orientation() {
    return this.view.orientation;
  }
  set orientation(side) {
    this.view.orientation = side;
  }
  get choosing() {
    return this.view.choosing;
  }
  get ended() {
    return this.ending.current();
  }
  result() {
    return this.ending.result();
  }

  async selectVariant(id) {
    this.opponent.halt();
    this.setClock(null);
    this.started = false;
    this.ending.clear();
    this.message = '';
    // The first board's variant, opened before the page loaded, is taken as it is.
    const opening = this.first.variant === id ? this.first.takeOpening() : null;
    if (opening) {
      this.first.onShown(() => this.variantShown());
      await opening;
      return;
    }
    // Shown once, from the snapshot when there is one; the engine's own reply then only changes the game.
    await this.game.open(id, {
      onShown: () => {
        this.view.orientation = 'white';
        this.variantShown();
        markDrawn(this.board);
      },
    });
  }

  // Brings the board, picker and opponent to the game's variant (after opening it or importing a record).
  variantShown() {
    const id = this.game.info.id;
    this.view.attach();
    this.root.tesseraBoard = this.view.board; // for tests and overlays: the element owns its board
    this.root.tesseraGame = this.game;
    this.pickerView.select(id);
    this.$('.variant-current').textContent = this.game.info.name;
    this.startPanel.showColours(this.game.info.colors);
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
    this.setClock(null);
    return this.game.load({ fen });
  }

  async importRecord(text) {
    this.opponent.halt();
    this.setClock(null);
    const before = this.game.info.id;
    const ok = await this.game.importRecord(text);
    if (this.game.info.id !== before) this.variantShown();
    return ok;
  }

  movable() {
    return this.view.movable();
  }

  // ---- Starting and ending games ----

  // One click from the start panel: a new game against a friend, the computer (the player's army given)
  // or for analysis; the picker folds away so the board gets the room. `control`: the clock, or null;
  // a rematch keeps the last one. Analysis has no clock.
  async startGame({ mode, army, control = this.control }) {
    this.opponent.halt();
    this.ending.clear();
    this.control = mode === 'analyse' ? null : control;
    this.setClock(this.control); // before the new game, so an engine moving first sees its clock
    this.view.clearPremove();
    const side = this.$('select[name="engine-side"]');
    side.value = mode === 'computer' ? String(1 - army) : 'none';
    this.$('input[name="analysis"]').checked = mode === 'analyse';
    this.opponent.analysisChanged();
    this.view.orientation = army === 1 ? 'black' : 'white';
    this.root.dataset.mode = mode;
    this.started = true;
    this.collapsePicker();
    await this.game.newGame();
    this.clockWaits = false;
    this.sync();
    if (this.board) this.board.canvas.focus({ preventScroll: true });
  }

  collapsePicker() {
    const details = this.$('details.variants');
    if (details.open) details.open = false;
  }

  // On a wide screen the page does not scroll, as on lichess: the board fills the height and the game
  // panel scrolls inside itself down to the window's bottom edge.
  resizeBoard() {
    if (this.board) this.board.resize();
    const side = this.$('.side');
    const top = side.getBoundingClientRect().top + window.scrollY;
    side.style.maxHeight = window.innerWidth > 820 ? `${Math.max(240, window.innerHeight - top - 8)}px` : '';
  }

  sync() {
    const g = this.game;
    if (!this.board || g.info.id !== this.view.variant) return; // the new variant's board is not up yet
    if (g.ply > 0 && this.lastPly === 0) this.collapsePicker();
    this.lastPly = g.ply;
    this.followClock();
    this.view.sync();
    const s = g.viewed;
    const result = g.atEnd ? this.result() : null;
    const status = result && this.ended ? this.ending.statusText() : statusText(g);
    this.board.setLabel(
      `${g.info.name} board. ${status}.${s.lastMove ? ` Last move ${s.lastMove.join(' to ')}.` : ''}`,
    );
    this.$('.status').textContent = status;
    const over = this.result();
    renderResult(this.$('.result'), over, g.info.colors, { engineGame: this.opponent.engineArmy() >= 0 });
    // On a phone the panel is under the board: bring the result into view when the game ends.
    if (over && !this.shownOver && window.innerWidth <= 820)
      this.$('.result').scrollIntoView({ block: 'nearest' });
    this.shownOver = !!over;
    this.root.classList.toggle('game-over', !!this.result());
    // On a phone the start panel makes way for the board while a game is on, and comes back after it.
    const playing = (this.started || g.ply > 0) && !this.result();
    if (playing !== this.root.classList.contains('playing')) {
      this.root.classList.toggle('playing', playing);
      this.resizeBoard(); // on a phone the start panel and the move bar change the room for the board
    }
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
    const totals = material(g.viewed.board, g.info.pieces, g.info.drops ? lost.flat().join('') : '');
    const where = this.armyPlaces();
    for (const [strip, army] of [
      [this.$('.strip-bottom'), bottom],
      [this.$('.strip-top'), 1 - bottom],
    ]) {
      renderStrip(strip, g, army, lost, url, name, engineArmy, {
        advantage: advantageText(totals, army),
        where: where[army],
        board: this.view.movable() ? this.board : null,
      });
      strip.append(this.clockView.element(army)); // each army's clock beside its name, so it turns with the board
    }
  }

  // Where each army starts on screen, from the start position's pieces as the board draws them: the
  // strips name it when the armies face each other across the sides (Westfield) rather than top and bottom.
  armyPlaces() {
    const g = this.game;
    const sums = [
      [0, 0, 0],
      [0, 0, 0],
    ];
    for (const [cell, letter] of Object.entries(g.state(0).board)) {
      const at = this.board.layout.centre(cell);
      if (!at) continue;
      const a = sums[letter === letter.toUpperCase() ? 0 : 1];
      a[0] += at[0];
      a[1] += at[1];
      a[2]++;
    }
    if (!sums[0][2] || !sums[1][2]) return ['', ''];
    const [x0, y0] = [sums[0][0] / sums[0][2], sums[0][1] / sums[0][2]];
    const [x1, y1] = [sums[1][0] / sums[1][2], sums[1][1] / sums[1][2]];
    if (Math.abs(x1 - x0) <= Math.abs(y1 - y0)) return ['', ''];
    return x0 < x1 ? ['left', 'right'] : ['right', 'left'];
  }

  // Rebuilt only when the legal moves or whether they may be played change (a push can have thousands).
  renderMoveEntry() {
    const list = this.$('#legal-moves') || this.root.querySelector('datalist');
    const movable = this.movable();
    if (this.entryShown && this.entryShown.legal === this.game.legal && this.entryShown.movable === movable)
      return;
    this.entryShown = { legal: this.game.legal, movable };
    const options = movable
      ? this.game.legal.map((m) => {
          const o = document.createElement('option');
          o.value = m.san || m.text;
          if (m.san) o.label = m.text; // the coordinate form, shown beside the SAN suggestion
          return o;
        })
      : [];
    list.replaceChildren(...options);
    this.$('.move-entry input').disabled = !this.movable();
  }

  renderButtons() {
    const g = this.game;
    const set = (action, enabled) => {
      this.$(`[data-action="${action}"]`).disabled = !enabled;
    };
    set('first', g.cursor > 0);
    set('back', g.cursor > 0);
    set('forward', g.cursor < g.ply);
    set('last', g.cursor < g.ply);
    set('undo', g.ply > 0 && !this.choosing);
    set('redo', g.redoMoves.length > 0 && !this.choosing);
    const on = g.loaded && !this.result();
    // Passing is a legal move only where the engine lists one (janggi's kingPass).
    const pass = g.legal.find((m) => m.pass);
    this.$('[data-action="pass"]').hidden = !pass;
    set('pass', !!pass && this.movable());
    set('resign', on && g.ply > 0);
    set('draw', on && this.opponent.engineArmy() >= 0 && g.ply > 0);
    this.$('[data-action="draw"]').hidden = this.opponent.engineArmy() < 0;
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

  redo() {
    return this.game.redo(this.opponent.undoCount());
  }

  async newGame() {
    this.opponent.halt();
    this.ending.clear();
    this.view.clearPremove();
    this.setClock(this.control);
    await this.game.newGame();
    this.clockWaits = false;
    this.sync();
  }

  // ---- The clock ----

  // A fresh clock for the game about to start (null: no clock). It follows the record once the new game
  // is loaded , not the old record's plies seen meanwhile; the engine can read it at once.
  setClock(control) {
    this.clock = control ? new Clock(control) : null;
    this.clockWaits = !!control;
    this.root.tesseraClock = this.clock; // for tests
    this.clockView.show(this.clock, this.game.info ? this.game.info.colors : ['', '']);
  }

  // The clock follows the record's latest ply, and stops for good when the game ends.
  followClock() {
    const g = this.game;
    if (!this.clock || !g.loaded || this.clockWaits) return;
    this.clock.follow(g.ply, g.sideIndex(g.latest));
    if (this.result()) this.clock.stop();
    this.clockView.draw();
  }

  flagFell(army) {
    if (this.result()) return;
    this.ending.timeOut(army);
  }

  // Both clocks for the engine, as UCI's wtime/btime give them (ms), or null without a clock.
  clockLimits() {
    const c = this.clock;
    if (!c || c.stopped) return null;
    const inc = c.state.control.increment;
    return { wtime: Math.round(c.left(0)), btime: Math.round(c.left(1)), winc: inc, binc: inc };
  }

  // What the record holds beyond the moves: the clock and an ending off the board (api/game_record.h).
  recordExtras() {
    const c = this.clock;
    return {
      timeControl: c ? pgnControl(c.state.control) : '',
      clocks: c ? c.state.moves.map((m) => Math.round(m.left)).join(' ') : '',
      ...recordResult(this.ended),
    };
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
      'stop-analysis': () => this.opponent.stopAnalysis(),
      pass: () => {
        const pass = g.legal.find((m) => m.pass);
        if (pass && this.movable()) g.play(pass.text);
      },
      resign: () => this.ending.resign(),
      draw: () => this.ending.offerDraw(),
      rematch: () => this.ending.rematch(false),
      switch: () => this.ending.rematch(true),
      analyse: () => this.ending.analyse(),
      'copy-game': () => this.ending.copyGame(),
    };
    this.root.addEventListener('click', (e) => {
      const button = e.target.closest('[data-action]');
      if (button && actions[button.dataset.action]) actions[button.dataset.action]();
    });
    this.$('.move-entry').addEventListener('submit', (e) => {
      e.preventDefault();
      const input = this.$('.move-entry input');
      const text = input.value.trim();
      if (text && this.movable())
        g.play(text).then((ok) => {
          if (ok) input.value = '';
        });
    });
    // Arrow keys step through the moves unless the user is typing or choosing (or on the board's cursor).
    this.root.ownerDocument.addEventListener('keydown', (e) => {
      if (e.target.closest && e.target.closest('input, select, textarea, .chooser')) return;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const keys = {
        ArrowLeft: 'back',
        ArrowRight: 'forward',
        ArrowUp: 'first',
        ArrowDown: 'last',
        Home: 'first',
        End: 'last',
      };
      if (keys[e.key] && g.loaded) {
        e.preventDefault();
        actions[keys[e.key]]();
      }
    });
  }
}
