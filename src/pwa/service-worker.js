/* global self, caches, fetch, URL */
/**
 * Galla's service worker (issue 24). The build (server/build-service-worker.ts) writes dist/sw.js as
 * `const VERSION = "<hash of the build's files>"; const PRECACHE = [...every file of the build];`
 * followed by this file. Kept small on purpose: no library, three events and one fetch rule.
 *
 * - The console's shell (index.html) and every hashed chunk, style, icon and the manifest of this build
 *   are kept in one cache named for the build, so a repeat visit paints from the device and works with
 *   no network. Client routes (/galla/Dashboard, /sales&purchase/…) answer with the kept index.html.
 * - /api/ is never touched here: every API request goes to the network as if there were no worker. What
 *   the console read last is kept for offline by the page itself (src/pwa/offline-reads.ts), per session,
 *   and shown only when the network fails, with when it was read.
 * - A new build installs beside the old one and waits: a page of the old build keeps the old complete
 *   set (its lazy chunks are all in the old cache), never a mix. The next time a page of Galla starts it
 *   tells the waiting worker to take over (src/pwa/register.ts); on activation the old caches are deleted
 *   and every open page reloads once into the new build.
 */
const SHELL = `galla-shell-${VERSION}`;
const KEPT = new Set(PRECACHE);

self.addEventListener("install", (event) => {
  // cache: "reload" skips the browser's HTTP cache, so the set is this build's files as the server has them.
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" })))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("galla-shell-") && name !== SHELL).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// A page that starts while this worker waits asks it to take over (register.ts).
self.addEventListener("message", (event) => {
  if (event.data === "galla:take-over") self.skipWaiting();
});

/** A page address of the console (no file extension), not the API. */
const isPage = (url) => !url.pathname.startsWith("/api/") && !/\.[a-z0-9]+$/i.test(url.pathname);

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate" && isPage(url)) {
    // The kept shell first: it matches the kept chunks. The network only if the cache was cleared.
    event.respondWith(caches.open(SHELL).then((cache) => cache.match("/index.html")).then((kept) => kept || fetch(request)));
    return;
  }
  if (KEPT.has(url.pathname)) event.respondWith(caches.open(SHELL).then((cache) => cache.match(url.pathname)).then((kept) => kept || fetch(request)));
});
