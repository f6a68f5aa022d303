// The engine as opponent and analyst: which army it plays, its level, thinking, stopping, and live analysis.
// It starts a search whenever the position it should be working on changes, and drops any stale one.
import { EnginePlayer } from '../game/engine-player.js';
import { Searcher } from '../game/searcher.js';

// Analysis runs for up to a minute per position; any change of position terminates it sooner.
const ANALYSIS = { depth: 0, nodes: 0, movetime: 60000 };
// A draw offer is judged by a short search: long enough to see a won or lost position, short enough to answer.
const DRAW_SEARCH = { depth: 8, nodes: 0, movetime: 1500 };
const DRAW_MARGIN = -100; // it takes a draw only when it sees itself a pawn or more behind

export class Opponent {
  constructor(page) {
    this.page = page;
    this.player = new EnginePlayer(page.engine);
    this.task = ''; // what the searcher is working on: 'think|…', 'analyse|…' or ''
    this.thinking = false;
  }

  get game() {
    return this.page.game;
  }
  $(selector) {
    return this.page.$(selector);
  }

  // `known`: the levels from the engine's build-time snapshot, if the page has them before the engine.
  async init(known) {
    const levels = await this.player.loadLevels(known).catch((err) => {
      this.page.showError(`Engine levels: ${err.message}`);
      return [];
    });
    const level = this.$('select[name="level"]');
    level.replaceChildren(...levels.map((l, i) => new Option(l.name, String(i))));
    level.value = String(Math.floor((levels.length - 1) / 2));
    const side = this.$('select[name="engine-side"]');
    side.addEventListener('change', () => this.sideChanged());
    this.$('input[name="analysis"]').addEventListener('change', () => this.analysisChanged());
  }

  variantChanged() {
    this.halt();
    const side = this.$('select[name="engine-side"]');
    const keep = side.value;
    const colours = this.game.info.colors;
    side.replaceChildren(
      new Option('nobody (two players)', 'none'),
      ...colours.map((c, i) => new Option(c, String(i))),
    );
    side.value = keep;
    this.clearAnalysis();
  }

  engineArmy() {
    const v = this.$('select[name="engine-side"]').value;
    return v === 'none' ? -1 : Number(v);
  }

  // Whether the engine is to move in the latest position, whichever earlier position the user reviews.
  engineToMove() {
    return !this.page.ended && this.player.toMove(this.game, this.engineArmy());
  }

  analysing() {
    return this.$('input[name="analysis"]').checked;
  }

  // Plies to take back so the player is to move again (their move and the engine's reply).
  undoCount() {
    return this.engineArmy() >= 0 && !this.engineToMove() && this.game.ply >= 2 ? 2 : 1;
  }

  sideChanged() {
    const army = this.engineArmy();
    this.page.orientation = army === 0 ? 'black' : 'white';
    this.page.sync();
  }

  analysisChanged() {
    if (!this.analysing()) {
      if (this.task.startsWith('analyse')) this.halt();
      this.clearAnalysis();
    }
    this.page.sync();
  }

  // Called after every change of the page: starts, keeps or drops the search as the position needs.
  positionChanged() {
    const g = this.game;
    let task = '';
    if (this.engineToMove()) task = `think|${g.info.id}|${g.history.join(' ')}|${g.startFen}`;
    else if (this.analysing() && g.viewed.status.outcome === 'ongoing') {
      task = `analyse|${g.info.id}|${g.history.slice(0, g.cursor).join(' ')}|${g.startFen}`;
    }
    if (task === this.task) return;
    this.halt();
    this.task = task;
    if (task.startsWith('think')) this.think(task);
    else if (task.startsWith('analyse')) this.analyse(task);
  }

  async think(task) {
    const level = this.player.level(Number(this.$('select[name="level"]').value));
    // With a clock the engine gets both sides' times and allocates its own (capped by the level).
    const clock = this.page.clockLimits();
    const limits = clock ? { ...level, clock } : level;
    const state = this.game.latest;
    this.showThinking(true);
    try {
      await this.player.think(this.game, limits, (info) => this.showInfo(info, state));
    } catch (err) {
      if (this.task === task) this.page.showError(`Engine: ${err.message}`);
    } finally {
      if (this.task === task) this.showThinking(false);
    }
  }

  // Stop: play the best move reported so far, or a quick one-ply choice if none has arrived yet.
  async stop() {
    if (!this.task.startsWith('think')) return;
    await this.player.stop(this.game);
  }

  async analyse(task) {
    const g = this.game;
    const state = g.viewed;
    this.$('.analysis-out').hidden = false;
    try {
      await this.player.searcher.search(this.player.position(g, g.cursor), ANALYSIS, (info) => {
        if (this.task === task) this.showInfo(info, state);
      });
    } catch (err) {
      if (this.task === task) this.page.showError(`Analysis: ${err.message}`);
    }
  }

  // A draw offer: the engine searches the position briefly and accepts when it judges itself
  // clearly behind (its evaluation for its own army at most DRAW_MARGIN centipawns). Resolves {accept, score}.
  async judgeDraw() {
    const g = this.game;
    const army = this.engineArmy();
    const judge = new Searcher(this.page.engine);
    try {
      const result = await judge.search(this.player.position(g, g.ply), DRAW_SEARCH);
      const last =
        result && result.last
          ? typeof result.last === 'string'
            ? JSON.parse(result.last)
            : result.last
          : null;
      if (!last) return { accept: false, score: null };
      const mover = g.sideIndex(g.latest) === army ? 1 : -1; // reports are from the side to move's view
      const score = last.mate ? Math.sign(last.mate) * mover * 100000 : last.score * mover;
      return { accept: score <= DRAW_MARGIN, score };
    } finally {
      judge.destroy();
    }
  }

  halt() {
    this.player.halt();
    this.task = '';
    this.showThinking(false);
    this.page.view.setArrows([]);
  }

  showThinking(on) {
    this.thinking = on;
    this.$('.thinking').hidden = !on;
    this.page.root.classList.toggle('engine-thinking', on);
    if (on) this.$('.thinking-text').textContent = 'Thinking…';
  }

  // One search report: evaluation from the first army's view, depth, best line and an arrow for its first move.
  showInfo(info, state) {
    const sign = state.side === 'white' ? 1 : -1;
    const evalText = info.mate
      ? `#${info.mate * sign}`
      : `${info.score * sign >= 0 ? '+' : ''}${((info.score * sign) / 100).toFixed(2)}`;
    if (this.thinking) this.$('.thinking-text').textContent = `Thinking… depth ${info.depth}`;
    if (!this.analysing()) return;
    this.$('.analysis-out').hidden = false;
    this.$('.eval').textContent = evalText;
    this.$('.depth').textContent =
      `depth ${info.depth} \u00b7 ${Number(info.nodes).toLocaleString('en')} nodes`;
    this.$('.line').textContent = (info.pv || []).join(' ');
    this.page.view.setArrows(info.from ? [{ from: info.from, to: info.to, brush: 'best' }] : []);
  }

  clearAnalysis() {
    this.$('.analysis-out').hidden = true;
    this.$('.eval').textContent = '…';
    this.$('.depth').textContent = '';
    this.$('.line').textContent = '';
  }
}
