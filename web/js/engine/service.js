// The page's link to the engine: compiles the wasm once, runs the shared rules worker and makes search workers.
// Paths are resolved from this module's own URL, so any page that imports it (or embeds a board) finds the engine.
import { WorkerChannel } from './channel.js';

export class EngineService {
  constructor({ engineUrl = new URL('../../engine/', import.meta.url) } = {}) {
    this.moduleUrl = new URL('tessera.js', engineUrl).href;
    this.wasmUrl = new URL('tessera.wasm', engineUrl).href;
    this.compiled = null;
    this.rulesChannel = null;
    this.gameIds = 0;
  }

  // The compiled module, shared with every worker; null if this browser cannot pass it on (workers then fetch).
  compile() {
    if (!this.compiled) {
      this.compiled = (async () => {
        try {
          if (WebAssembly.compileStreaming) return await WebAssembly.compileStreaming(fetch(this.wasmUrl));
        } catch { /* a server without the wasm MIME type: compile from bytes instead */ }
        try {
          const bytes = await (await fetch(this.wasmUrl)).arrayBuffer();
          return await WebAssembly.compile(bytes);
        } catch {
          return null;
        }
      })();
    }
    return this.compiled;
  }

  async startWorker(file, name) {
    const channel = new WorkerChannel(new URL(file, import.meta.url), name);
    const wasmModule = await this.compile();
    await channel.call('init', { moduleUrl: this.moduleUrl, wasmModule });
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

  newGameId() { return `g${++this.gameIds}`; }

  // A fresh search worker; the caller owns it and terminates it to stop a search.
  searchWorker() { return this.startWorker('search-worker.js', 'tessera-search'); }
}

let shared = null;
// The service most pages want: one per page, created on first use.
export function sharedEngine() {
  if (!shared) shared = new EngineService();
  return shared;
}
