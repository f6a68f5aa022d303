// Registers the site's service worker (sw.js at the site root), which keeps the offline copy of the site.
// Only Tessera's own pages load this: boards embedded on other sites never install a worker there.
const SITE = new URL('../../', import.meta.url);

function register() {
  navigator.serviceWorker.register(new URL('sw.js', SITE), { scope: SITE.href }).catch((err) => {
    // The page works without it (private windows that refuse storage, say); only offline visits are lost.
    console.warn(`Tessera will not work offline here: ${err.message}`);
  });
}

if ('serviceWorker' in navigator && window.isSecureContext && SITE.origin === location.origin) {
  // After the load event, so downloading the offline copy does not compete with the page's own start.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
