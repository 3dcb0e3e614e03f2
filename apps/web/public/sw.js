// The installable app's service worker. It keeps the app shell only (the page, its hashed scripts and
// styles, icons) so the app opens without a network; it never stores anything from /api (financial
// data, the session), nor any page that is not the shell. Bump SHELL_CACHE when this policy changes.
const SHELL_CACHE = 'finboard-shell-v1';
const SHELL_PAGE = '/index.html';
const PRECACHE = [SHELL_PAGE, '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

/** What may be kept: same-origin GETs of the shell's static files. Everything else passes by untouched. */
function shellKind(request, origin) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (PRECACHE.includes(url.pathname) || url.pathname.startsWith('/icons/')) return 'static';
  return null;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** A page: always from the network (it is the app's current version); the kept shell only when offline. */
async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_PAGE);
    if (shell) return shell;
    throw error;
  }
}

/** Hashed files never change under their name: the kept copy, else the network's, kept. */
async function keptOrFetched(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    await caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const kind = shellKind(event.request, self.location.origin);
  if (kind === 'page') event.respondWith(page(event.request));
  else if (kind === 'asset' || kind === 'static') event.respondWith(keptOrFetched(event.request));
});
