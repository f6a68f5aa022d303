// The engine's own answers for the first board, written at build time (scripts/start_snapshots.mjs):
// the variant list, the levels, and each built-in's description, start state and legal moves.
// The page draws from them while the engine starts; a missing or broken file only means waiting for it.

const MAX_BYTES = 1 << 20; // a snapshot is tens of kilobytes; anything far larger is not ours

async function readJson(url) {
  try {
    // The credentials mode of the page's <link rel="preload" crossorigin>, so the preloaded response is used.
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const text = await response.text();
    return text.length <= MAX_BYTES ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

// The play page carries the list and its first variant's snapshot in its HTML (scripts/site writes
// them into <script type="application/json" id="tessera-start">): two fetches fewer on the way to
// its first board. They are used only by an engine at the folder they were written for.
function inlined(base) {
  const el = typeof document === 'undefined' ? null : document.getElementById('tessera-start');
  if (!el) return null;
  try {
    const data = JSON.parse(el.textContent);
    return new URL(data.base, document.baseURI).href === base.href ? data : null;
  } catch {
    return null;
  }
}

export class StartSnapshots {
  constructor(engineUrl) {
    this.base = new URL('start/', engineUrl);
    this.index = null;
    this.variants = new Map(); // id -> promise of its snapshot (or null)
    const inline = inlined(this.base);
    if (inline) {
      this.index = Promise.resolve(inline.index);
      for (const [id, s] of Object.entries(inline.variants)) this.variants.set(id, Promise.resolve(s));
    }
  }

  // {variants, levels}, or null when the site has no snapshots.
  list() {
    if (!this.index) this.index = readJson(new URL('index.json', this.base));
    return this.index;
  }

  // The reply the rules worker gives to 'open' for built-in `id` (null for any other variant): the
  // one ply as a JSON line, packed as the page's Plies expect.
  async open(id) {
    const index = await this.list();
    if (!index || !index.variants.some((v) => v.id === id)) return null;
    if (!this.variants.has(id))
      this.variants.set(id, readJson(new URL(`${encodeURIComponent(id)}.json`, this.base)));
    const s = await this.variants.get(id);
    if (!s || !s.describe || typeof s.ply !== 'string' || !Array.isArray(s.legal)) return null;
    return {
      describe: s.describe,
      startFen: s.startFen,
      history: '',
      plies: { bulk: `${s.ply}\n`, offsets: [0, s.ply.length + 1] },
      legal: s.legal,
    };
  }
}
