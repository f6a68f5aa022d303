// Wasm half of scripts/bench: times perft or a fixed-time search under Node.js and prints JSON.
//   node scripts/bench_wasm.mjs perft VARIANT DEPTH [FEN]
//   node scripts/bench_wasm.mjs search VARIANT MOVETIME_MS
import { loadEngine } from './wasm_engine.mjs';

const M = await loadEngine();

const [mode, variant, arg, fen] = process.argv.slice(2);
const game = new M.Game(variant);
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
} else {
  const result = JSON.parse(game.search(0, 0, Number(arg), null));
  console.log(JSON.stringify({ depth: result.last.depth || 0, nps: result.last.nps || 0 }));
}
game.delete();
