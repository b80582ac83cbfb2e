/*
 * Service worker of the web app (SPEC §7 "A service worker is registered").
 * - App shell: index.html and the build's hashed assets are cached; navigations are network-first
 *   with the cached shell as the offline fallback (the SPA serves /{url}/* from index.html).
 * - /v1, /OData, /docs and /hub (API, OData, docs, real-time hub) are never cached: they go
 *   straight to the network.
 * - Hashed files under /assets/ are cache-first (their names change with each build).
 */
const VERSAO = 'erp-shell-v1';
const SHELL = ['/', '/index.html', '/favicon.svg', '/logo.svg', '/logo-white.svg'];
const NUNCA_CACHE = /^\/(v1|OData|odata|docs|hub|health)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSAO)
      .then((cache) => cache.addAll(SHELL))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((nomes) => Promise.all(nomes.filter((n) => n !== VERSAO).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function redePrimeiro(request) {
  try {
    const resposta = await fetch(request);
    if (resposta.ok) {
      const cache = await caches.open(VERSAO);
      await cache.put('/index.html', resposta.clone());
    }
    return resposta;
  } catch (e) {
    const cache = await caches.open(VERSAO);
    const guardada = (await cache.match('/index.html')) || (await cache.match('/'));
    if (guardada) return guardada;
    throw e;
  }
}

async function cachePrimeiro(request) {
  const cache = await caches.open(VERSAO);
  const guardada = await cache.match(request);
  if (guardada) return guardada;
  const resposta = await fetch(request);
  if (resposta.ok && resposta.type === 'basic') await cache.put(request, resposta.clone());
  return resposta;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NUNCA_CACHE.test(url.pathname)) return; // network only, never cached
  if (request.mode === 'navigate') {
    event.respondWith(redePrimeiro(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) {
    event.respondWith(cachePrimeiro(request));
  }
});
