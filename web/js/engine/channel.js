// A request/reply channel to one worker: numbered requests, promised replies, streamed events.
// Terminating the channel rejects whatever is still waiting, so callers never hang on a dead worker.
import { spawnWorker } from './spawn.js';

export class WorkerChannel {
  constructor(url, name) {
    this.worker = spawnWorker(url, name);
    this.pending = new Map();
    this.listeners = new Map();
    this.next = 1;
    this.dead = false;
    this.worker.onmessage = (e) => this.receive(e.data);
    this.worker.onerror = (e) => {
      e.preventDefault();
      this.failAll(new Error(`${name} worker failed: ${e.message || 'unknown error'}`));
    };
  }

  // Sends `op` and resolves with its result; `onEvent` receives any events the worker streams for it.
  call(op, args, onEvent) {
    if (this.dead) return Promise.reject(new Error('worker stopped'));
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (onEvent) this.listeners.set(id, onEvent);
      this.worker.postMessage({ id, op, args });
    });
  }

  // Sends `op` with no reply expected (a search's stop, which the search itself answers).
  post(op, args) {
    if (!this.dead) this.worker.postMessage({ op, args });
  }

  receive({ id, result, error, event, data }) {
    if (event) {
      const listener = this.listeners.get(id);
      if (listener) listener(event, data);
      return;
    }
    const waiter = this.pending.get(id);
    if (!waiter) return;
    this.pending.delete(id);
    this.listeners.delete(id);
    if (error !== undefined) waiter.reject(new Error(error));
    else waiter.resolve(result);
  }

  failAll(error) {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
    this.listeners.clear();
  }

  terminate() {
    if (this.dead) return;
    this.dead = true;
    this.worker.terminate();
    this.failAll(new Error('worker stopped'));
  }
}
