// The page's link to the engine: runs the shared rules worker and makes search workers on demand.
// Paths are resolved from this module's own URL, so any page that imports it (or embeds a board) finds the engine.
import { WorkerChannel } from './channel.js';
import { StartSnapshots } from './start-snapshot.js';

export class EngineService {
  constructor({ engineUrl = new URL('../../engine/', import.meta.url) } = {}) {
    this.engineUrl = String(engineUrl);
    this.wasmModule = null; // compiled by the first worker, then handed to the others
    this.rulesChannel = null;
    this.gameIds = 0;
    this.definitions = new Map(); // variant id -> the text it was loaded from (search workers load it too)
    this.loads = new Map(); // definition text -> its load, so boards sharing one text load it once
    this.snapshots = new StartSnapshots(this.engineUrl);
  }

  // The engine's build-time answers, to draw with before it has started: {variants, levels} or null.
  startList() {
    return this.snapshots.list();
  }

  // The 'open' reply for a built-in variant's start, from the build-time snapshot; null when there is none
  // or the page has loaded a definition of its own under that id.
  startOpen(id) {
    return this.definitions.has(id) ? Promise.resolve(null) : this.snapshots.open(id);
  }

  async startWorker(file, name) {
    const channel = new WorkerChannel(new URL(`../workers/${file}`, import.meta.url), name);
    const reply = await channel.call('init', { engineUrl: this.engineUrl, wasmModule: this.wasmModule });
    if (!this.wasmModule && reply && reply.wasmModule) this.wasmModule = reply.wasmModule;
    return channel;
  }

  // The one rules worker, started on first use.
  rules() {
    if (!this.rulesChannel) this.rulesChannel = this.startWorker('rules-worker.js', 'tessera-rules');
    return this.rulesChannel;
  }

  async call(op, args) {
    return (await this.rules()).call(op, args);
  }

  newGameId() {
    return `g${++this.gameIds}`;
  }

  // Loads variants.ini text into the rules worker; resolves with the engine's reply {ok, ids, errors}.
  // `clashes` lists ids that an earlier, different text on this page had defined: the new text wins.
  // `replacing` says that is intended (an editor's new version), so none are reported to later callers.
  loadDefinition(text, { replacing = false } = {}) {
    const key = String(text);
    if (!this.loads.has(key)) {
      this.loads.set(
        key,
        this.call('loadVariants', { text: key }).then(
          (reply) => {
            const replaced = reply.ok
              ? reply.ids.filter((id) => this.definitions.has(id) && this.definitions.get(id) !== key)
              : [];
            const clashes = replacing ? [] : replaced;
            // A text whose variants this one replaced must be loaded again if it is asked for again.
            for (const id of replaced) this.loads.delete(this.definitions.get(id));
            if (reply.ok) for (const id of reply.ids) this.definitions.set(id, key);
            else this.loads.delete(key);
            return { ...reply, clashes };
          },
          (err) => {
            this.loads.delete(key); // a failed worker is not a verdict on the text: ask again next time
            throw err;
          },
        ),
      );
    }
    return this.loads.get(key);
  }

  // The text a page-defined variant was loaded from, or '' for a built-in.
  definitionOf(id) {
    return this.definitions.get(id) || '';
  }

  // A fresh search worker; the caller owns it and terminates it to stop a search.
  async searchWorker() {
    await this.rules(); // the rules worker compiles the wasm once for everyone
    return this.startWorker('search-worker.js', 'tessera-search');
  }
}

let shared = null;
// The service most pages want: one per page, created on first use.
export function sharedEngine() {
  if (!shared) shared = new EngineService();
  return shared;
}
