// One game record on the page: the engine's state after every ply, the legal moves now, and the review cursor.
// All changes go through the rules worker one at a time; listeners hear 'change' after each.
import { Plies } from './plies.js';
import { LIMITS } from '../share/url-state.js';
import { fenCharacterProblem, recordFenProblem } from '../share/fen-text.js';

// Where the board picks a move up: its from-cell, or for a drop (the engine gives no from-cell) the hand
// piece, as '@' and the dropped piece's letter ('@P'), which is how the board names a piece in a hand.
const source = (m) => m.from ?? (m.drop ? `@${m.drop}` : null);

export class Game extends EventTarget {
  constructor(engine) {
    super();
    this.engine = engine;
    this.id = engine.newGameId();
    this.info = null; // describe(): cells, pieces, colour names
    this.plies = new Plies(); // the engine's state after ply 0, 1, 2, ... (without the history)
    this.moves = []; // the engine's text of each move played
    this.startFen = '';
    this.legal = []; // legal moves in the last state
    this.cursor = 0; // the ply being viewed
    this.redoMoves = []; // moves undone, most recent last
    this.error = ''; // the last rejected input, shown to the user
    this.queue = Promise.resolve();
    this.closed = false;
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

  changed() {
    this.dispatchEvent(new Event('change'));
  }

  get ply() {
    return this.moves.length;
  }
  get loaded() {
    return this.plies.length > 0;
  }
  state(ply) {
    return this.plies.at(ply);
  }
  get latest() {
    return this.plies.at(this.ply);
  }
  get viewed() {
    return this.plies.at(this.cursor);
  }
  get atEnd() {
    return this.cursor === this.ply;
  }
  get history() {
    return this.moves;
  }
  // Move `i` (0-based) as the move list shows it: the engine's SAN, or its coordinate text.
  san(i) {
    return this.plies.san(i + 1) ?? this.moves[i];
  }
  get over() {
    return !!this.latest && this.latest.status.outcome !== 'ongoing';
  }
  sideIndex(state = this.viewed) {
    return state.side === 'white' ? 0 : 1;
  }

  // Takes a whole record from the engine: `r` holds startFen, plies ({bulk, offsets} of JSON lines), the
  // moves as one space-separated string, and the legal moves.
  take(r) {
    this.startFen = r.startFen;
    this.plies = new Plies(r.plies);
    this.moves = r.history ? r.history.split(' ') : [];
    this.legal = r.legal;
    this.cursor = this.ply;
    this.redoMoves = [];
  }

  // Opens `variant` at its start. A built-in's start is shown at once from the engine's build-time
  // snapshot, legal moves included, while the engine starts; moves made meanwhile wait in the queue
  // for the engine's own game, whose reply then replaces the snapshot.
  // `onShown` is called once, when the first state is taken (the snapshot's or the engine's).
  open(variant, { onShown = () => {} } = {}) {
    let shown = false;
    const show = () => {
      if (shown) return;
      shown = true;
      onShown();
    };
    return this.serial(
      async () => {
        if (this.closed) return; // removed before it opened: nothing may be left in the engine
        const reply = this.engine.call('open', { game: this.id, variant });
        reply.catch(() => {}); // awaited below, after the snapshot; a failure is thrown there
        const early = this.info === null ? await this.engine.startOpen(variant) : null;
        if (early && !this.closed) {
          this.opened(early);
          show();
        }
        const r = await reply;
        if (r.error) throw new Error(r.error);
        this.opened(r);
        show();
      },
      { rethrow: true },
    );
  }

  opened(r) {
    this.info = r.describe;
    this.take(r);
    this.error = '';
    this.changed();
  }

  // A new record from `fen` (or the start position) and `moves`; keeps every legal prefix of the moves.
  load({ fen = '', moves = [] } = {}) {
    return this.serial(async () => {
      if (this.closed) return false;
      const bad = fen ? fenCharacterProblem(fen) : '';
      const r = bad
        ? { error: `FEN: ${bad}`, fenError: bad }
        : await this.engine.call('load', { game: this.id, fen, moves });
      if (r.plies) this.take(r);
      this.error = r.error || '';
      this.lastLoad = { fenError: r.fenError || '', stop: r.stop || null }; // what a link loader reports
      this.changed();
      return !r.error;
    });
  }

  newGame() {
    return this.load({});
  }

  // The engine's PGN of the whole game (tags, then the moves in SAN). `extras`: what the page knows
  // beyond the moves, {timeControl, clocks, result, termination} (bindings/wasm README: exportRecordWith).
  exportRecord(extras = null) {
    return this.serial(() => this.engine.call('exportRecord', { game: this.id, extras }));
  }

  // Replaces the game with a record's, switching variant if the record names another. Resolves with
  // true when the record was read (its error, if any, names the first move left out); an unusable
  // record keeps the game in progress and only sets the error. A link holds at most LIMITS.moves
  // moves, so a record is cut there too and its game can always be shared whole.
  importRecord(text) {
    return this.serial(async () => {
      const bad = recordFenProblem(text);
      const r = bad
        ? { error: `its FEN header: ${bad}` }
        : await this.engine.call('importRecord', { game: this.id, text, maxMoves: LIMITS.moves });
      if (r.plies) {
        this.info = r.describe;
        this.take(r);
        if (r.error) this.error = `Record: ${r.error}; the moves before it were imported.`;
        else
          this.error = [r.cut, r.dropped && `${r.dropped} dropped (this page shows the main line only)`]
            .filter(Boolean)
            .map((t) => `Record: ${t}.`)
            .join(' ');
      } else {
        this.error = `Record not imported: ${r.error}`;
      }
      this.changed();
      return !!r.plies;
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
      this.plies.push(r.ply);
      this.moves.push(r.move);
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
    this.truncate(ply);
    this.legal = r.legal;
    this.redoMoves = [];
  }

  truncate(ply) {
    this.plies.truncate(ply + 1);
    this.moves.length = ply;
  }

  // Takes back `count` plies (the engine's reply and the player's move, in a game against the engine).
  undo(count = 1) {
    return this.serial(async () => {
      const n = Math.min(count, this.ply);
      if (n <= 0) return false;
      const undone = this.history.slice(this.ply - n);
      const r = await this.engine.call('undo', { game: this.id, count: n });
      this.truncate(this.ply - n);
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
    return this.atEnd ? this.legal.filter((m) => source(m) === from && m.to === to) : [];
  }

  // from -> [{to, capture, pushes}] for the board, one entry per destination; `pushes` when the engine
  // says a move there displaces other pieces (a touch then previews it before a second tap makes it).
  dests() {
    const out = new Map();
    for (const m of this.legal) {
      const list = out.get(source(m)) || [];
      const seen = list.find((d) => d.to === m.to);
      const pushes = !!(m.pushes && m.pushes.length);
      if (seen) {
        seen.capture = seen.capture || m.capture;
        seen.pushes = seen.pushes || pushes;
      } else list.push({ to: m.to, capture: m.capture, pushes });
      out.set(source(m), list);
    }
    return out;
  }

  pieceName(letter) {
    const p = this.info.pieces.find((q) => q.letter.toLowerCase() === String(letter).toLowerCase());
    return p ? p.name : letter;
  }

  colourName(index) {
    return this.info.colors[index];
  }

  // Frees the engine's game once everything asked before has been answered, so an open still on its
  // way cannot leave a game behind; nothing is asked of the engine after this.
  close() {
    this.closed = true;
    return this.queue.then(() => this.engine.call('close', { game: this.id })).catch(() => {});
  }
}
