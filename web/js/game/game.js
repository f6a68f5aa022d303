// One game record on the page: the engine's state after every ply, the legal moves now, and the review cursor.
// All changes go through the rules worker one at a time; listeners hear 'change' after each.

export class Game extends EventTarget {
  constructor(engine) {
    super();
    this.engine = engine;
    this.id = engine.newGameId();
    this.info = null;      // describe(): cells, pieces, colour names
    this.states = [];      // the engine's state() after ply 0, 1, 2, ...
    this.legal = [];       // legal moves in the last state
    this.cursor = 0;       // the ply being viewed
    this.redoMoves = [];   // moves undone, most recent last
    this.error = '';       // the last rejected input, shown to the user
    this.queue = Promise.resolve();
  }

  // Runs changes in order, so quick clicks cannot interleave two engine round trips. A failure of the
  // engine itself (not a rejected move) is shown as the game's error, and the record stays as it was.
  serial(task, { rethrow = false } = {}) {
    const run = this.queue.then(task).catch((err) => {
      this.error = `The engine failed: ${err && err.message ? err.message : err}`;
      this.changed();
      if (rethrow) throw err;
      return false;
    });
    this.queue = run.catch(() => {});
    return run;
  }

  changed() { this.dispatchEvent(new Event('change')); }

  get ply() { return this.states.length - 1; }
  get latest() { return this.states[this.states.length - 1]; }
  get viewed() { return this.states[this.cursor]; }
  get atEnd() { return this.cursor === this.ply; }
  get history() { return this.latest ? this.latest.history : []; }
  get over() { return !!this.latest && this.latest.status.outcome !== 'ongoing'; }
  sideIndex(state = this.viewed) { return state.side === 'white' ? 0 : 1; }

  open(variant) {
    return this.serial(async () => {
      const r = await this.engine.call('open', { game: this.id, variant });
      if (r.error) throw new Error(r.error);
      this.info = r.describe;
      this.states = [r.state];
      this.legal = r.legal;
      this.cursor = 0;
      this.redoMoves = [];
      this.error = '';
      this.changed();
    }, { rethrow: true });
  }

  // A new record from `fen` (or the start position) and `moves`; keeps every legal prefix of the moves.
  load({ fen = '', moves = [] } = {}) {
    return this.serial(async () => {
      const r = await this.engine.call('load', { game: this.id, fen, moves });
      if (r.states) {
        this.states = r.states;
        this.legal = r.legal;
        this.cursor = this.ply;
        this.redoMoves = [];
      }
      this.error = r.error || '';
      this.lastLoad = { fenError: r.fenError || '', stop: r.stop || null };  // what a link loader reports
      this.changed();
      return !r.error;
    });
  }

  newGame() { return this.load({}); }

  // The engine's text record of the whole game (headers, then the moves).
  exportRecord() {
    return this.serial(() => this.engine.call('exportRecord', { game: this.id }));
  }

  // Replaces the game with a record's, switching variant if the record names another. Resolves with
  // true when the record was read (its error, if any, names the first move left out); an unusable
  // record keeps the game in progress and only sets the error.
  importRecord(text) {
    return this.serial(async () => {
      const r = await this.engine.call('importRecord', { game: this.id, text });
      if (r.states) {
        this.info = r.describe;
        this.states = r.states;
        this.legal = r.legal;
        this.cursor = this.ply;
        this.redoMoves = [];
        this.error = r.error ? `Record: ${r.error}; the moves before it were imported.` : '';
      } else {
        this.error = `Record not imported: ${r.error}`;
      }
      this.changed();
      return !!r.states;
    });
  }

  // Plays `text` at the end of the record; from an earlier ply under review, the later moves are dropped first.
  play(text, { keepRedo = false } = {}) {
    return this.serial(async () => {
      if (!this.atEnd) await this.dropAfter(this.cursor);
      const r = await this.engine.call('play', { game: this.id, text });
      if (r.error) {
        this.error = `${text}: ${r.error}`;
        this.changed();
        return false;
      }
      this.states.push(r.state);
      this.legal = r.legal;
      this.cursor = this.ply;
      if (!keepRedo) this.redoMoves = [];
      this.error = '';
      this.changed();
      return true;
    });
  }

  async dropAfter(ply) {
    const count = this.ply - ply;
    const r = await this.engine.call('undo', { game: this.id, count });
    this.states.length = ply + 1;
    this.legal = r.legal;
    this.redoMoves = [];
  }

  // Takes back `count` plies (the engine's reply and the player's move, in a game against the engine).
  undo(count = 1) {
    return this.serial(async () => {
      const n = Math.min(count, this.ply);
      if (n <= 0) return false;
      const undone = this.history.slice(this.ply - n);
      const r = await this.engine.call('undo', { game: this.id, count: n });
      this.states.length -= n;
      this.legal = r.legal;
      this.cursor = this.ply;
      this.redoMoves.push(...undone.reverse());
      this.error = '';
      this.changed();
      return true;
    });
  }

  async redo(count = 1) {
    let done = 0;
    while (done < count && this.redoMoves.length) {
      const text = this.redoMoves.pop();
      if (!(await this.play(text, { keepRedo: true }))) break;
      done++;
    }
    return done > 0;
  }

  // Shows an earlier position without changing the record.
  view(ply) {
    const p = Math.max(0, Math.min(this.ply, ply));
    if (p === this.cursor) return;
    this.cursor = p;
    this.changed();
  }

  // The legal moves from `from` to `to`: several when the rules offer a choice there.
  candidates(from, to) {
    return this.atEnd ? this.legal.filter((m) => m.from === from && m.to === to) : [];
  }

  // from -> [{to, capture}] for the board, one entry per destination.
  dests() {
    const out = new Map();
    for (const m of this.legal) {
      const list = out.get(m.from) || [];
      const seen = list.find((d) => d.to === m.to);
      if (seen) seen.capture = seen.capture || m.capture;
      else list.push({ to: m.to, capture: m.capture });
      out.set(m.from, list);
    }
    return out;
  }

  // The boards after each of `texts`, played from the current position and taken back.
  preview(texts) {
    return this.serial(() => this.engine.call('preview', { game: this.id, texts }));
  }

  pieceName(letter) {
    const p = this.info.pieces.find((q) => q.letter.toLowerCase() === String(letter).toLowerCase());
    return p ? p.name : letter;
  }

  colourName(index) { return this.info.colors[index]; }

  close() { return this.engine.call('close', { game: this.id }).catch(() => {}); }
}
