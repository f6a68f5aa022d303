// Checks the editor's text with the engine as the user types: one check at a time, after a pause in
// typing, and only the newest text's reply is reported (an older one that arrives late is dropped).

export const CHECK_DELAY_MS = 300;

export class DefinitionChecker {
  // `engine` is an EngineService; `onResult(text, reply)` hears the engine's {ok, ids, errors} for `text`.
  constructor(engine, onResult, delay = CHECK_DELAY_MS) {
    this.engine = engine;
    this.onResult = onResult;
    this.delay = delay;
    this.timer = 0;
    this.latest = null;
  }

  // Schedules a check of `text`, replacing any not yet started.
  schedule(text) {
    clearTimeout(this.timer);
    this.latest = text;
    this.timer = setTimeout(() => this.run(text), this.delay);
  }

  // Checks `text` now; resolves with the reply (or null when newer text made it stale).
  async run(text) {
    clearTimeout(this.timer);
    this.latest = text;
    let reply;
    try {
      reply = await this.engine.call('checkVariants', { text });
    } catch (err) {
      reply = {
        ok: false,
        ids: [],
        errors: [{ line: 0, text: `the engine failed: ${err.message}`, message: err.message }],
      };
    }
    if (text !== this.latest) return null;
    this.onResult(text, reply);
    return reply;
  }
}
