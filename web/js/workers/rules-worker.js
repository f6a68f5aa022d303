// The rules worker: owns the engine Game objects of every board on the page and answers rules queries.
// Every reply carries the engine's own state and legal moves, so the page never computes a rule itself.
/* global importScripts */
// Started directly, or from a Blob when the page is on another origin (engine/spawn.js).
importScripts(new URL('boot.js', self.tesseraScriptBase || self.location.href).href);

let engine = null;
const games = new Map();

// A board's game costs a few kilobytes here; this bound keeps a runaway page from exhausting the
// worker's memory, and is reported to the board past it in words.
const MAX_GAMES = 2000;

const parse = (text) => JSON.parse(text);
// Each ply is kept as the engine's JSON text: the page parses only the plies it shows.
const snapshot = (g) => ({ ply: g.plyState(), legal: parse(g.legalMoves()) });
const history = (g) => parse(g.state()).history;

function game(id) {
  const g = games.get(id);
  if (!g) throw new Error(`no game ${id}`);
  return g;
}

// Plays `moves` in one engine call (linear in their number); returns the positions reached as JSON lines
// (each ending in a newline) and, on a rejection, which move it was (`stop`: 1-based number, its text
// and the engine's reason).
function playAll(g, moves) {
  const text = moves.map((m) => String(m).replace(/\s+/g, '')).join(' ');
  const out = g.replay(text);
  const nl = out.indexOf('\n');
  const head = parse(out.slice(0, nl));
  const lines = out.slice(nl + 1);
  if (!head.error) return { lines, stop: null, error: '' };
  const stop = { move: head.played + 1, text: moves[head.played], reason: head.error };
  return { lines, stop, error: `move ${stop.move} (${stop.text}): ${head.error}` };
}

// Plies for the page (game/plies.js): every line in one string, and where each line starts.
function packed(bulk) {
  const offsets = [0];
  for (let at = bulk.indexOf('\n'); at >= 0; at = bulk.indexOf('\n', at + 1)) offsets.push(at + 1);
  return { bulk, offsets: Int32Array.from(offsets) };
}

// The whole record after a replay: start FEN, every ply from `start` on, the moves (one string, split by
// the page), the legal moves now. Few, large values: copying them to the page costs next to nothing.
function record(g, start, replay) {
  return {
    startFen: g.startFen(),
    plies: packed(`${start}\n${replay.lines}`),
    history: history(g).join(' '),
    legal: parse(g.legalMoves()),
  };
}

const handlers = {
  variants: () => parse(engine.variants()),
  catalogue: () => parse(engine.catalogue()),
  levels: () => parse(engine.levels()),

  open({ game: id, variant }) {
    if (!games.has(id) && games.size >= MAX_GAMES) {
      return {
        error: `this page already has ${MAX_GAMES} boards open, the most one page may have; remove some to show more`,
      };
    }
    const g = new engine.Game(variant);
    if (!g.ok()) {
      const error = g.error();
      g.delete();
      return { error };
    }
    if (games.has(id)) games.get(id).delete();
    games.set(id, g);
    return {
      describe: parse(g.describe()),
      startFen: g.startFen(),
      history: '',
      plies: packed(`${g.plyState()}\n`),
      legal: parse(g.legalMoves()),
    };
  },

  // A new record: the start FEN (or the variant's own) and then `moves`. A bad FEN keeps the old game.
  load({ game: id, fen, moves = [] }) {
    const g = game(id);
    if (fen) {
      const error = g.loadFen(fen);
      if (error) return { error: `FEN: ${error}`, fenError: error };
    } else {
      g.newGame();
    }
    const start = g.plyState();
    const replay = playAll(g, moves);
    return { ...record(g, start, replay), error: replay.error, stop: replay.stop };
  },

  // `extras`: the page's clock and an ending off the board (wasm README: exportRecordWith).
  exportRecord({ game: id, extras }) {
    if (!extras) return game(id).exportRecord();
    const { timeControl = '', clocks = '', result = '', termination = '' } = extras;
    return game(id).exportRecordWith(
      String(timeControl),
      String(clocks),
      String(result),
      String(termination),
    );
  },

  // Replaces the game with a record's, which may name another variant (the current one by default).
  // A record that is unusable or fails before its first move leaves the game in progress untouched.
  // At most `maxMoves` are kept, the same bound as a link's, so an imported game can always be shared.
  importRecord({ game: id, text, maxMoves = Infinity }) {
    const current = game(id).variant();
    const body = String(text || '').replace(/^\uFEFF/, ''); // a byte-order mark left by an editor
    if (!body.trim()) return { error: 'the record is empty' };
    // A Game with no variant is ok() only once a usable record has replaced its missing game.
    const g = new engine.Game('');
    const error = g.importRecord(`[Variant "${current}"]\n${body}`);
    if (!g.ok() || (error && g.ply() === 0)) {
      g.delete();
      return { error: error || 'the record could not be read' };
    }
    const all = history(g);
    const kept = all.slice(0, maxMoves);
    const dropped = g.recordDropped();
    // Replaying from the start forgets the record's comments, so they are carried across it.
    const comments = Array.from({ length: kept.length + 1 }, (_, ply) => g.comment(ply));
    g.loadFen(g.startFen());
    const start = g.plyState();
    const replay = playAll(g, kept);
    comments.forEach((text, ply) => text && g.setComment(ply, text));
    games.get(id).delete();
    games.set(id, g);
    const cut =
      all.length > kept.length
        ? `the record has more than ${maxMoves} moves, the most a link can hold; the first ${maxMoves} were imported`
        : '';
    return {
      describe: parse(g.describe()),
      ...record(g, start, replay),
      error: cut ? replay.error : error || replay.error,
      cut,
      dropped,
    };
  },

  play({ game: id, text }) {
    const g = game(id);
    const error = g.play(text);
    return error ? { error } : { ...snapshot(g), move: history(g).at(-1) };
  },

  undo({ game: id, count = 1 }) {
    const g = game(id);
    for (let i = 0; i < count; i++) if (!g.undo()) break;
    return { legal: parse(g.legalMoves()), ply: g.ply() };
  },

  // Definitions as variants.ini text: check only (the editor, as the user types), or load for playing.
  checkVariants: ({ text }) => parse(engine.checkVariants(String(text))),
  loadVariants: ({ text }) => parse(engine.loadVariants(String(text))),
  definitionText: ({ id }) => engine.definitionText(String(id)),

  // One piece alone on the board: the cells it moves to and captures on, for piece diagrams.
  pieceMoves({ variant, letter, cell = '' }) {
    return parse(engine.pieceMoves(variant, letter, cell));
  },

  close({ game: id }) {
    if (games.has(id)) games.get(id).delete();
    games.delete(id);
    return true;
  },

  openGames: () => games.size,
};

self.onmessage = async (event) => {
  const { id, op, args } = event.data;
  try {
    if (op === 'init') {
      const booted = await self.tesseraBoot(args);
      engine = booted.engine;
      self.postMessage({ id, result: { wasmModule: booted.module } });
      return;
    }
    self.postMessage({ id, result: handlers[op](args || {}) });
  } catch (err) {
    self.postMessage({ id, error: String(err && err.message ? err.message : err) });
  }
};
