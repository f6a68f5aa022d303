// The offline copy of the site: precaches every file scripts/site lists and serves its own origin's
// requests from that copy first. Installed by js/offline/register.js from Tessera's own pages only.
//
// Updates: the browser re-reads this file on every visit. scripts/site writes the build's file list
// and a hash of their contents into the PRECACHE line, so a new build is a new file: it downloads the
// whole new copy into a new cache in the background while the page keeps running from the old one,
// and takes over (deleting the old caches) once no page of the old copy is open any more. The visit
// after that runs the new build. It does not take over an open page at once, because a page of one
// build would then start its engine workers from another build's scripts and wasm.
const PRECACHE = { version: 'unbuilt', files: [] }; // replaced by scripts/precache
const PREFIX = 'tessera-';
const CACHE = `${PREFIX}${PRECACHE.version}`;

self.addEventListener('install', (event) => {
  // 'reload' skips the HTTP cache, so a new version never stores an old build's file.
  const requests = PRECACHE.files.map((file) => new Request(file, { cache: 'reload' }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))),
      ),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  // Other origins' requests (and posts) go to the network untouched, as if there were no worker.
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith(cachedOrFetched(event.request, url));
});

// Links carry the game in their query (index.html?v=chess&moves=…), so the query is ignored: every
// such link is the one cached page. A folder's URL is its index.html. Files not in the copy (a
// variant's .ini on this site, say) come from the network.
async function cachedOrFetched(request, url) {
  const file = url.pathname.endsWith('/') ? new URL('index.html', url) : url;
  const hit = await caches.match(file.href, { cacheName: CACHE, ignoreSearch: true });
  return hit || fetch(request);
}
