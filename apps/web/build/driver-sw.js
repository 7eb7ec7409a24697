// The driver app's service worker (served as /driver-sw.js, scope /driver). The build fills in
// PRECACHE (the files the driver app needs) and the cache's version (their digest).
// It answers only: navigations to /driver and /driver/… (network first, the kept page offline)
// and the build's files (kept, hashed names never change). Everything else, /api above all, is
// left to the network.
const PRECACHE = __PRECACHE__;
const CACHE = `driver-app-__VERSION__`;
const SHELL = '/driver';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('driver-app-') && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const isDriverPage = (url) => url.pathname === SHELL || url.pathname.startsWith(`${SHELL}/`);
const isBuildFile = (url) => url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname);

async function pageFirstFromNetwork(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(SHELL, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(SHELL);
    if (kept) return kept;
    throw error;
  }
}

async function keptFileFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && isDriverPage(url)) {
    event.respondWith(pageFirstFromNetwork(request));
  } else if (isBuildFile(url)) {
    event.respondWith(keptFileFirst(request));
  }
});
