// Registers the site's service worker (sw.js at the site root), which keeps the offline copy of the site.
// Only Tessera's own pages load this: boards embedded on other sites never install a worker there.
const SITE = new URL('../../', import.meta.url);

function register() {
  navigator.serviceWorker.register(new URL('sw.js', SITE), { scope: SITE.href }).catch((err) => {
    // The page works without it (private windows that refuse storage, say); only offline visits are lost.
    console.warn(`Tessera will not work offline here: ${err.message}`);
  });
}

// The play page marks its root data-ready (or data-failed) once its engine has started and the link's
// game is open. Until then the worker would download the whole site (the wasm included) beside the
// page's own first board and engine compile, on what may be a two-core phone.
function afterStart(run) {
  const app = document.querySelector('.tessera-app');
  const started = () => !app || 'ready' in app.dataset || 'failed' in app.dataset;
  if (started()) return run();
  const watch = new MutationObserver(() => {
    if (!started()) return;
    watch.disconnect();
    run();
  });
  watch.observe(app, { attributes: true, attributeFilter: ['data-ready', 'data-failed'] });
}

if ('serviceWorker' in navigator && window.isSecureContext && SITE.origin === location.origin) {
  // After the load event and the page's start, so downloading the offline copy does not compete with them.
  const later = () => afterStart(register);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
