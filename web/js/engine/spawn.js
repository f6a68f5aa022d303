// Starts a classic worker script that may live on another origin than the page (an embedded board).
// Browsers refuse `new Worker(crossOriginUrl)`; a same-origin Blob that importScripts it is allowed.

const bootstraps = new Map(); // script URL -> Blob URL, made once and kept for the page's lifetime

function bootstrapUrl(href) {
  if (!bootstraps.has(href)) {
    // The worker's own location is then blob:…, so it is told where its scripts live.
    const text = `self.tesseraScriptBase = ${JSON.stringify(href)};\nimportScripts(${JSON.stringify(href)});\n`;
    bootstraps.set(href, URL.createObjectURL(new Blob([text], { type: 'text/javascript' })));
  }
  return bootstraps.get(href);
}

export function spawnWorker(url, name) {
  const href = String(url);
  if (new URL(href).origin === self.location.origin) return new Worker(href, { name });
  return new Worker(bootstrapUrl(href), { name });
}
