// Worker-side start-up shared by both workers: loads the Emscripten module once per worker.
// Uses the page's already-compiled WebAssembly.Module when given one, so a restarted worker is ready at once.
/* global createTessera, importScripts */
self.tesseraBoot = function tesseraBoot(init) {
  importScripts(init.moduleUrl);
  const options = { locateFile: (file) => new URL(file, init.moduleUrl).href };
  if (init.wasmModule) {
    options.instantiateWasm = (imports, done) => {
      WebAssembly.instantiate(init.wasmModule, imports).then((instance) => done(instance));
      return {};
    };
  }
  return createTessera(options);
};
