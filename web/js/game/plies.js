// The positions of a game record, one per ply, kept as the engine's JSON text and parsed only when shown.
// A replayed game arrives as one string and its line offsets: one cheap copy between threads, no per-ply strings.

const PARSED = 64; // parsed positions kept: enough for stepping back and forth without re-parsing

export class Plies {
  // `bulk` holds the first plies' lines, line i at [offsets[i], offsets[i + 1] - 1); `extra` the later ones.
  constructor({ bulk = '', offsets = [0] } = {}) {
    this.bulk = bulk;
    this.offsets = offsets;
    this.bulkCount = offsets.length - 1;
    this.extra = [];
    this.parsed = new Map(); // ply -> object, oldest first
  }

  get length() {
    return this.bulkCount + this.extra.length;
  }

  text(ply) {
    if (ply < 0 || ply >= this.length) return undefined;
    if (ply >= this.bulkCount) return this.extra[ply - this.bulkCount];
    return this.bulk.slice(this.offsets[ply], this.offsets[ply + 1] - 1);
  }

  at(ply) {
    let s = this.parsed.get(ply);
    if (s) return s;
    const text = this.text(ply);
    if (text === undefined) return undefined;
    s = JSON.parse(text);
    this.parsed.set(ply, s);
    if (this.parsed.size > PARSED) this.parsed.delete(this.parsed.keys().next().value);
    return s;
  }

  // The SAN of the move that led to ply `ply`, read from the engine's line without parsing all of it.
  san(ply) {
    const text = this.text(ply);
    const found = text && /"lastSan":"([^"\\]*)"/.exec(text);
    return found ? found[1] : undefined;
  }

  push(text) {
    this.extra.push(text);
  }

  truncate(length) {
    if (length < this.bulkCount) {
      this.bulkCount = length;
      this.extra = [];
    } else {
      this.extra.length = length - this.bulkCount;
    }
    for (const ply of this.parsed.keys()) if (ply >= length) this.parsed.delete(ply);
  }
}
