// Wasm half of scripts/bench: times perft or a fixed-time search under Node.js and prints JSON.
//   node scripts/bench_wasm.mjs perft VARIANT DEPTH [FEN]
//   node scripts/bench_wasm.mjs search VARIANT MOVETIME_MS
//   node scripts/bench_wasm.mjs stop VARIANT STOP_AFTER_MS   (the page worker's sliced search, stopped)
//   node scripts/bench_wasm.mjs slices                        (fixed-depth searches, sliced and in one call)
import { loadEngine } from './wasm_engine.mjs';

const M = await loadEngine();

const [mode, variant, arg, fen] = process.argv.slice(2);
// The slices mode makes its own games, of every built-in.
const game = new M.Game(mode === 'slices' ? 'chess' : variant);
if (!game.ok()) throw new Error(game.error());
if (fen) {
  const err = game.loadFen(fen);
  if (err) throw new Error(err);
}
if (mode === 'perft') {
  // Warm up first so V8 has tiered the module up to optimised code, as a native binary starts.
  // V8 starts in its baseline compiler (Liftoff) and compiles the hot functions again, optimised
  // (TurboFan), on background threads. Those threads get little of a loaded machine, so the
  // warm-up is counted in process CPU time (all threads), not wall time: after half a wall second
  // on a machine at load 13 the timed run was still partly baseline code (0.42x native, against
  // 0.65x with --no-liftoff); after 1.5 CPU seconds it matched --no-liftoff.
  const warm = performance.now();
  const warmCpu = process.cpuUsage();
  const cpuMs = () => {
    const u = process.cpuUsage(warmCpu);
    return (u.user + u.system) / 1000;
  };
  do game.perft(Math.max(1, Number(arg) - 2));
  while (performance.now() - warm < 500 || cpuMs() < 1500);
  // CPU time as well as wall time: on a loaded machine the CPU figure is the one that compares.
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const nodes = game.perft(Number(arg));
  const cpu = process.cpuUsage(c0);
  console.log(
    JSON.stringify({
      nodes,
      seconds: (performance.now() - t0) / 1000,
      cpu_seconds: (cpu.user + cpu.system) / 1e6,
    }),
  );
} else if (mode === 'stop') {
  console.log(JSON.stringify(await stopLatency(game, Number(arg))));
} else if (mode === 'slices') {
  console.log(JSON.stringify(await slicedAgainstWhole()));
} else {
  const result = JSON.parse(game.search(0, 0, Number(arg), null));
  console.log(JSON.stringify({ depth: result.last.depth || 0, nps: result.last.nps || 0 }));
}
game.delete();

// The search as web/js/workers/search-worker.js runs it: 15 ms slices with a turn of the event loop
// between them (setImmediate here: Node.js drains a MessagePort before its timers run, browsers do
// not). A timer asks it to stop after `after` ms, which it sees only between slices: the latency is from
// the time the stop was due to the result (the browser adds the message's trip between threads, which
// tests/browser/stop.test.mjs measures).
// Also the nodes/s of the sliced search against one uninterrupted call of the same length.
async function stopLatency(g, after) {
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const latencies = [];
  let sliced = 0;
  for (let run = 0; run < 5; run++) {
    g.clearSearch();
    let asked = false;
    const due = performance.now() + after;
    const timer = setTimeout(() => (asked = true), after);
    g.searchStart({}, null);
    while (!g.searchStep(15)) {
      await turn();
      if (asked) g.searchStop();
    }
    clearTimeout(timer);
    latencies.push(performance.now() - due);
    sliced = Math.max(sliced, JSON.parse(g.searchResult()).last.nps || 0);
  }
  g.clearSearch();
  const whole = JSON.parse(g.search(0, 0, after, null)).last.nps || 0;
  latencies.sort((a, b) => a - b);
  return { median_ms: latencies[2], worst_ms: latencies[4], sliced_nps: sliced, whole_nps: whole };
}

// What the page's slices cost: fixed-depth searches of four positions per built-in (2 to 11 plies
// into a game, chosen by a fixed pseudo-random sequence), each run in one call and then in 15 ms
// slices with a turn of the event loop between them. A pause makes the search walk its iteration
// again from the root, so the sliced runs take longer; their nodes include those re-walks.
async function slicedAgainstWhole() {
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const depths = { capablanca: 9, chess: 10, glinski: 8, 'officer-spiel': 7, naydorian: 8, westfield: 7 };
  const sum = { whole_ms: 0, sliced_ms: 0, whole_nodes: 0, sliced_nodes: 0 };
  for (const [variant, depth] of Object.entries(depths)) {
    for (let k = 0; k < 4; k++) {
      const g = new M.Game(variant);
      let seed = 12345 + k * 7919;
      for (let ply = 0; ply < 2 + 3 * k; ply++) {
        const legal = JSON.parse(g.legalMoves());
        if (!legal.length) break;
        seed = (seed * 1103515245 + 12345) % 2147483648;
        g.play(legal[seed % legal.length].text);
      }
      g.search(3, 0, 0, null); // compiled and warm before either timed run
      g.clearSearch();
      let t0 = performance.now();
      sum.whole_nodes += JSON.parse(g.search(depth, 0, 0, null)).last.nodes || 0;
      sum.whole_ms += performance.now() - t0;
      g.clearSearch();
      t0 = performance.now();
      g.searchStart({ depth }, null);
      while (!g.searchStep(15)) await turn();
      sum.sliced_ms += performance.now() - t0;
      sum.sliced_nodes += JSON.parse(g.searchResult()).last.nodes || 0;
      g.delete();
    }
  }
  return sum;
}
