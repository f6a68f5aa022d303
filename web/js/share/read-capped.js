// Reads a byte stream whole, up to a cap: the one guard for definitions fetched from a URL and for
// definitions inflated from a link, so neither can make the page hold more than it allows.

// The stream's bytes, or null as soon as they pass `cap` (the rest is not read).
export async function readCapped(readable, cap) {
  const reader = readable.getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > cap) {
      reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
