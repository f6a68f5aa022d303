// Worker-side start-up shared by both workers: loads the Emscripten module once per worker.
// Compiles the wasm while the loader script is read, unless the page passes a module it already has.
/* global createTessera, importScripts */
self.tesseraBoot = async function tesseraBoot({ engineUrl, wasmModule }) {
  const wasmUrl = new URL('tessera.wasm', engineUrl).href;
  const compiled = wasmModule ? Promise.resolve(wasmModule) : compile(wasmUrl);
  compiled.catch(() => {}); // awaited below; this only keeps an early failure from being reported twice
  importScripts(new URL('tessera.js', engineUrl).href);
  const module = await compiled;
  const engine = await createTessera({
    locateFile: (file) => new URL(file, engineUrl).href,
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
      return {};
    },
  });
  return { engine, module };
};

// A CORS request, so the engine may live on another origin than the page that embeds a board.
async function fetchWasm(url) {
  try {
    return await fetch(url, { mode: 'cors', credentials: 'omit' });
  } catch (err) {
    throw new Error(
      `cannot fetch ${url} (${err.message}); a Tessera site on another origin must send Access-Control-Allow-Origin`,
    );
  }
}

async function compile(url) {
  try {
    return await WebAssembly.compileStreaming(fetchWasm(url));
  } catch {
    // A server that does not send the wasm MIME type: compile from the bytes instead.
    const response = await fetchWasm(url);
    if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
    return WebAssembly.compile(await response.arrayBuffer());
  }
}
