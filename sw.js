// The service worker: it keeps the app shell (shell-manifest.js lists it) so that the
// page works offline after one visit.
//
// One version at a time, never a mix. Each version of the shell is installed whole into
// a cache of its own, every file checked against the SHA-256 the manifest gives (a file
// of another build, from a deploy half done or an HTTP cache, fails the install, and the
// old version stays). A page is then served the shell from that cache only, so its
// scripts, its worker and its module are always of one build, online or not.
//
// A new build changes shell-manifest.js, so the browser installs this worker anew
// (register() asks for updateViaCache: 'none', so that no HTTP cache hides the change).
// The new version waits while pages of the old one are open, since such a page may still
// load parts of the old shell (a fresh worker of the engine after Cancel); it takes over
// when none is left, or when the only one asks (www/app/offline.js: a page that finds a new
// version waiting asks, and loads again under it). On taking over it deletes the old
// version's cache.
//
// It lives at the site's root, so that its scope covers index.html wherever the site is
// served; anything outside the shell goes to the network untouched.

importScripts('shell-manifest.js'); /* global SHELL */

const CACHE_PREFIX = 'hexadoku-shell-';
const CACHE = CACHE_PREFIX + SHELL.version;
// Messages: a page asks the active version to hand over; it tells the waiting one to take over.
const HAND_OVER = 'hand-over';
const TAKE_OVER = 'take-over';

const scope = new URL(self.registration.scope);
const urlOf = (path) => new URL(path, scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(keepShell());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(dropOtherVersions());
});

self.addEventListener('message', (event) => {
  if (event.data === TAKE_OVER) self.skipWaiting();
  else if (event.data === HAND_OVER) event.waitUntil(handOver(event.source.id));
});

self.addEventListener('fetch', (event) => {
  const path = shellPath(event.request);
  if (path === null) return; // not the shell: the network, as without a service worker
  event.respondWith(serve(event.request, path));
});

/** Fetches every file of the shell, checks each, and keeps them all or none. */
async function keepShell() {
  const checked = await Promise.all(
    Object.entries(SHELL.files).map(async ([path, digest]) => {
      // Revalidated, not taken from the HTTP cache unchecked: a stale file would fail.
      const response = await fetch(urlOf(path), { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      const body = await response.arrayBuffer();
      if ((await sha256(body)) !== digest) throw new Error(`${path} is not the file of version ${SHELL.version}`);
      // A fresh response: a redirected one cannot answer a navigation.
      const headers = { 'Content-Type': response.headers.get('Content-Type') ?? 'application/octet-stream' };
      return [path, new Response(body, { headers })];
    }),
  );
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(checked.map(([path, response]) => cache.put(urlOf(path), response)));
  } catch (error) {
    await caches.delete(CACHE);
    throw error;
  }
}

async function dropOtherVersions() {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)));
}

/** The shell file `request` asks for (a folder's index.html for the folder: the site's root, a language's page), or null. */
function shellPath(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return null;
  const asked = url.pathname.slice(scope.pathname.length);
  const path = asked === '' || asked.endsWith('/') ? `${asked}index.html` : asked;
  return Object.hasOwn(SHELL.files, path) ? path : null;
}

async function serve(request, path) {
  // The network only if the cache is gone (a browser may evict it under storage pressure).
  return (await caches.match(urlOf(path), { cacheName: CACHE })) ?? fetch(request);
}

/**
 * When a new version waits and no page but the one asking (`pageId`) is open, nothing
 * can mix the two versions: the new one takes over (and the page loads again).
 */
async function handOver(pageId) {
  const waiting = self.registration.waiting;
  if (!waiting) return;
  const pages = await self.clients.matchAll({ type: 'window' });
  if (pages.every((page) => page.id === pageId)) waiting.postMessage(TAKE_OVER);
}

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return btoa(String.fromCharCode(...digest));
}
