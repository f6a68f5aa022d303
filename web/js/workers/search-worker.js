// The search worker: one search at a time, reporting each iteration as it completes.
// The page stops a search by terminating this worker, so it keeps no state worth saving.
/* global importScripts */
// Started directly, or from a Blob when the page is on another origin (engine/spawn.js).
importScripts(new URL('boot.js', self.tesseraScriptBase || self.location.href).href);

let engine = null;
const games = new Map();

const definitions = new Map(); // variant id -> the definition text this worker loaded it from

// A variant defined by text on the page exists only in the module that read it: load it here too, and
// drop a game made from an older text of the same id.
function define(variant, definition) {
  if (!definition || definitions.get(variant) === definition) return;
  const reply = JSON.parse(engine.loadVariants(definition));
  if (!reply.ok) throw new Error(`definition: ${reply.errors.map((e) => e.text).join('; ')}`);
  for (const id of reply.ids) {
    definitions.set(id, definition);
    if (games.has(id)) {
      games.get(id).delete();
      games.delete(id);
    }
  }
}

function positionedGame({ variant, startFen, moves, definition }) {
  define(variant, definition);
  let g = games.get(variant);
  if (!g) {
    g = new engine.Game(variant);
    if (!g.ok()) throw new Error(g.error());
    games.set(variant, g);
  }
  const error = startFen ? g.loadFen(startFen) : (g.newGame(), '');
  if (error) throw new Error(`FEN: ${error}`);
  for (const text of moves || []) {
    const e = g.play(text);
    if (e) throw new Error(`move ${text}: ${e}`);
  }
  return g;
}

function search(id, args) {
  const g = positionedGame(args);
  const { depth = 0, nodes = 0, movetime = 0, id: level = '', clock } = args.limits || {};
  // The engine's named level (with its evaluation blur), or full strength for analysis (no level id).
  const error = g.setLevel(level);
  if (error) throw new Error(error);
  // Each report names the cells of its best line's first move, from the engine's legal moves here.
  const legal = JSON.parse(g.legalMoves());
  const onInfo = (json) => {
    const data = JSON.parse(json);
    const first = data.pv && legal.find((m) => m.text === data.pv[0]);
    self.postMessage({ id, event: 'info', data: first ? { ...data, from: first.from, to: first.to } : data });
  };
  // With a clock the engine allocates its own time from it (the level's time stays a cap).
  const time = clock ? g.moveTime(clock.wtime, clock.btime, clock.winc, clock.binc) || movetime : movetime;
  return JSON.parse(g.search(depth, nodes, time, onInfo));
}

self.onmessage = async (event) => {
  const { id, op, args } = event.data;
  try {
    if (op === 'init') {
      engine = (await self.tesseraBoot(args)).engine;
      self.postMessage({ id, result: true });
    } else if (op === 'levels') {
      self.postMessage({ id, result: JSON.parse(engine.levels()) });
    } else if (op === 'search') {
      self.postMessage({ id, result: search(id, args) });
    } else {
      throw new Error(`unknown request ${op}`);
    }
  } catch (err) {
    self.postMessage({ id, error: String(err && err.message ? err.message : err) });
  }
};
