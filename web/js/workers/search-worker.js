// The search worker: one search at a time, run in short slices with a turn of the event loop between
// them, so that a "stop" message ends it within one slice; the worker, its module and table live on.
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

// A slice is short enough for Stop to answer well within 50 ms, long enough that the pauses
// (a message to ourselves, and searching a paused iteration's root again) cost little.
const SLICE_MS = 15;
// With a flag shared with the page, the search stops itself; slices only keep the worker responsive.
const SHARED_SLICE_MS = 200;

let running = null; // {stopId, stopped, done: Promise} of the search under way
// The page numbers its searches upwards and a stop ends every search up to its number, so a stop
// that overtakes its search (queued behind the one before) is not lost.
let stoppedUpTo = 0;

// Yields to the event loop, so that messages waiting (a stop) are handled. A message to ourselves
// rather than setTimeout, which browsers clamp to 4 ms when it nests.
const tick = new MessageChannel();
const ticks = [];
tick.port1.onmessage = () => ticks.shift()();
const yieldToEvents = () =>
  new Promise((resolve) => {
    ticks.push(resolve);
    tick.port2.postMessage(0);
  });

async function search(id, args) {
  if (running) {
    running.stopped = true;
    await running.done;
  }
  let finished;
  const stopId = Number(args.stopId) || 0;
  const run = {
    stopId,
    stopped: stopId > 0 && stopId <= stoppedUpTo,
    done: new Promise((resolve) => (finished = resolve)),
  };
  running = run;
  try {
    return await sliced(id, args, run);
  } finally {
    running = null;
    finished();
  }
}

async function sliced(id, args, run) {
  const g = positionedGame(args);
  const { id: level = '', clock, ...asked } = args.limits || {};
  // With a clock the engine allocates its own time from it: a time to aim at and a hard limit (the
  // level's time stays a cap).
  if (clock) {
    const budget = JSON.parse(g.clockBudget(clock.wtime, clock.btime, clock.winc, clock.binc));
    asked.movetime = budget.hard || asked.movetime || 0;
    asked.softtime = budget.soft;
  }
  // Stopped before it began: one ply still gives a considered legal move to whoever asked.
  const limits = run.stopped ? { ...asked, depth: 1 } : asked;
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
  // The page stops this search by writing its stopId into the shared flag (bindings.cpp reads it).
  const flag = args.stopFlag instanceof Int32Array ? args.stopFlag : null;
  engine.stopFlag = flag;
  engine.stopId = run.stopId;
  const startError = g.searchStart(limits, onInfo);
  if (startError) throw new Error(startError);
  while (!g.searchStep(flag ? SHARED_SLICE_MS : SLICE_MS)) {
    await yieldToEvents();
    if (run.stopped) g.searchStop();
  }
  return JSON.parse(g.searchResult());
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
      self.postMessage({ id, result: await search(id, args) });
    } else if (op === 'stop') {
      // The search stopped answers its own request with its best move.
      stoppedUpTo = Math.max(stoppedUpTo, Number(args.stopId) || 0);
      if (running && running.stopId > 0 && running.stopId <= stoppedUpTo) running.stopped = true;
    } else {
      throw new Error(`unknown request ${op}`);
    }
  } catch (err) {
    self.postMessage({ id, error: String(err && err.message ? err.message : err) });
  }
};
