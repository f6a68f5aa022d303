// Runs engine searches for one board in its own worker; stopping terminates that worker at once.
// The next search starts a fresh worker from the page's compiled module, so stopping is always safe.

export class Searcher {
  constructor(engine) {
    this.engine = engine;
    this.channel = null; // Promise of a WorkerChannel
    this.running = null; // {last: the latest report}
  }

  get busy() {
    return this.running !== null;
  }

  // Searches the game's current position; `onInfo` gets each iteration's report.
  // Resolves with {best, last}, or null if the search was stopped first.
  async search({ variant, startFen, moves }, limits, onInfo = () => {}) {
    this.stop();
    const run = { last: null };
    this.running = run;
    if (!this.channel) this.channel = this.engine.searchWorker();
    try {
      const channel = await this.channel;
      if (this.running !== run) return null;
      // A variant defined on the page travels with the search, since each worker has its own engine.
      const definition = this.engine.definitionOf(variant);
      const result = await channel.call(
        'search',
        { variant, startFen, moves, limits, definition },
        (event, data) => {
          if (event === 'info' && this.running === run) {
            run.last = data;
            onInfo(data);
          }
        },
      );
      return this.running === run ? result : null;
    } catch (err) {
      if (this.running !== run) return null;
      throw err;
    } finally {
      if (this.running === run) this.running = null;
    }
  }

  // Ends the running search and returns its latest report (null if none had arrived).
  stop() {
    const run = this.running;
    if (!run) return null;
    this.running = null;
    const channel = this.channel;
    this.channel = null;
    if (channel)
      channel.then(
        (c) => c.terminate(),
        () => {},
      );
    return run.last;
  }

  destroy() {
    this.stop();
    if (this.channel)
      this.channel.then(
        (c) => c.terminate(),
        () => {},
      );
    this.channel = null;
  }
}
