// The rules worker: owns the engine Game objects of every board on the page and answers rules queries.
// Every reply carries the engine's own state and legal moves, so the page never computes a rule itself.
/* global importScripts */
// Started directly, or from a Blob when the page is on another origin (engine/spawn.js).
importScripts(new URL('boot.js', self.tesseraScriptBase || self.location.href).href);

let engine = null;
const games = new Map();

const parse = (text) => JSON.parse(text);
const snapshot = (g) => ({ state: parse(g.state()), legal: parse(g.legalMoves()) });

function game(id) {
  const g = games.get(id);
  if (!g) throw new Error(`no game ${id}`);
  return g;
}

// Plays `moves` in order, stopping at the first the engine rejects; returns each position reached
// and, on a rejection, which move it was (`stop`: 1-based number, its text and the engine's reason).
function playAll(g, moves) {
  const states = [];
  for (const text of moves) {
    const error = g.play(text);
    if (error) {
      const stop = { move: states.length + 1, text, reason: error };
      return { states, stop, error: `move ${stop.move} (${text}): ${error}` };
    }
    states.push(parse(g.state()));
  }
  return { states, stop: null, error: '' };
}

const handlers = {
  variants: () => parse(engine.variants()),
  levels: () => (typeof engine.levels === 'function' ? parse(engine.levels()) : null),

  open({ game: id, variant }) {
    const g = new engine.Game(variant);
    if (!g.ok()) {
      const error = g.error();
      g.delete();
      return { error };
    }
    if (games.has(id)) games.get(id).delete();
    games.set(id, g);
    return { describe: parse(g.describe()), ...snapshot(g) };
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
    const initial = parse(g.state());
    const { states, stop, error } = playAll(g, moves);
    return { states: [initial, ...states], legal: parse(g.legalMoves()), error, stop };
  },

  exportRecord: ({ game: id }) => game(id).exportRecord(),

  // Replaces the game with a record's, which may name another variant (the current one by default).
  // A record that is unusable or fails before its first move leaves the game in progress untouched.
  importRecord({ game: id, text }) {
    const current = game(id).variant();
    if (!String(text || '').trim()) return { error: 'the record is empty' };
    // A Game with no variant is ok() only once a usable record has replaced its missing game.
    const g = new engine.Game('');
    const error = g.importRecord(`[Variant "${current}"]\n${text}`);
    if (!g.ok() || (error && g.ply() === 0)) {
      g.delete();
      return { error: error || 'the record could not be read' };
    }
    const { startFen, history } = parse(g.state());
    g.loadFen(startFen);
    const initial = parse(g.state());
    const replay = playAll(g, history);
    games.get(id).delete();
    games.set(id, g);
    return { describe: parse(g.describe()), states: [initial, ...replay.states], legal: parse(g.legalMoves()), error };
  },

  play({ game: id, text }) {
    const g = game(id);
    const error = g.play(text);
    return error ? { error } : snapshot(g);
  },

  undo({ game: id, count = 1 }) {
    const g = game(id);
    for (let i = 0; i < count; i++) if (!g.undo()) break;
    return snapshot(g);
  },

  // The board after each candidate move, for showing the outcomes of moves that share from and to.
  preview({ game: id, texts }) {
    const g = game(id);
    return texts.map((text) => {
      if (g.play(text)) return null;
      const board = parse(g.state()).board;
      g.undo();
      return board;
    });
  },

  // One piece alone on the board: the cells it moves to and captures on, for piece diagrams.
  pieceMoves({ variant, letter, cell = '' }) {
    if (typeof engine.pieceMoves !== 'function') return { error: 'this engine build has no piece diagrams' };
    return parse(engine.pieceMoves(variant, letter, cell));
  },

  close({ game: id }) {
    if (games.has(id)) games.get(id).delete();
    games.delete(id);
    return true;
  },
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
