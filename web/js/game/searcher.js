// Runs engine searches for one board in its own worker, which lives as long as the board: Stop asks the
// worker to end the search, and it answers with its best move within a slice (or at once, sharing a flag).

// A worker that has not answered a stop by then is taken for stuck, and replaced.
const STOP_PATIENCE_MS = 2000;
// Pages that are cross-origin isolated share a flag with the worker, which it reads as it searches.
const shareable = () => typeof SharedArrayBuffer === 'function' && self.crossOriginIsolated === true;

export class Searcher {
  constructor(engine) {
    this.engine = engine;
    this.channel = null; // Promise of a WorkerChannel
    this.running = null; // {stopId, last: the latest report, reply: Promise of the worker's answer}
    this.stopIds = 0;
    this.flag = shareable() ? new Int32Array(new SharedArrayBuffer(4)) : null;
  }

  get busy() {
    return this.running !== null;
  }

  // Searches the game's current position; `onInfo` gets each iteration's report. `limits` is an object
  // ({depth, nodes, movetime, id: a level}) handed to the engine as it is. Resolves with {best, last},
  // or null if the search was stopped first (stop() hands its result to whoever stopped it).
  async search({ variant, startFen, moves }, limits, onInfo = () => {}) {
    this.stop();
    let answered;
    const run = { stopId: ++this.stopIds, last: null, reply: new Promise((r) => (answered = r)) };
    this.running = run;
    if (!this.channel) this.channel = this.engine.searchWorker();
    try {
      const channel = await this.channel;
      if (this.running !== run) return null;
      // A variant defined on the page travels with the search, since each worker has its own engine.
      const definition = this.engine.definitionOf(variant);
      const args = { variant, startFen, moves, limits, definition, stopId: run.stopId, stopFlag: this.flag };
      const reply = channel.call('search', args, (event, data) => {
        if (event === 'info' && this.running === run) {
          run.last = data;
          onInfo(data);
        }
      });
      reply.then(answered, () => answered(null));
      const result = await reply;
      return this.running === run ? result : null;
    } catch (err) {
      if (this.running !== run) return null;
      throw err;
    } finally {
      answered(null); // a search that never reached the worker
      if (this.running === run) this.running = null;
    }
  }

  // Ends the running search. Resolves with its result {best, last} (best: the move of its last finished
  // iteration, or a better one it had proven since), or null when none was running or it had no move.
  stop() {
    const run = this.running;
    if (!run) return Promise.resolve(null);
    this.running = null;
    if (this.flag) Atomics.store(this.flag, 0, run.stopId);
    const channel = this.channel;
    if (channel)
      channel.then(
        (c) => c.post('stop', { stopId: run.stopId }),
        () => {},
      );
    let timer;
    const stuck = new Promise((resolve) => {
      timer = setTimeout(() => {
        this.replace(channel);
        resolve(run.last ? { best: run.last.pv?.[0] || '', last: run.last } : null);
      }, STOP_PATIENCE_MS);
    });
    return Promise.race([run.reply, stuck]).finally(() => clearTimeout(timer));
  }

  // Drops a worker that did not answer: the next search starts a fresh one.
  replace(channel) {
    if (!channel || this.channel !== channel) return;
    this.channel = null;
    channel.then(
      (c) => c.terminate(),
      () => {},
    );
  }

  destroy() {
    this.stop();
    const channel = this.channel;
    this.channel = null;
    if (channel)
      channel.then(
        (c) => c.terminate(),
        () => {},
      );
  }
}
