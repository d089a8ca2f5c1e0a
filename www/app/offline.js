// Offline use: registers the service worker (sw.js, at the site's root), which keeps the
// app shell so that the page works without a network after one visit. Where service
// workers are missing or refused (a page opened from file://, an old browser, some
// private modes), the page works as before, online.

const HAND_OVER = 'hand-over'; // sw.js

/**
 * Registers the service worker; never throws, and never holds the page up. Called once
 * the page is ready, so that the worker's copy of the shell does not slow its first load.
 */
export async function keepForOffline() {
  try {
    // Relative to this module, so that the site works from any path; its scope is the
    // folder it is in. updateViaCache 'none': a new build is seen on the next visit,
    // whatever HTTP caching the host does.
    const script = new URL('../../sw.js', import.meta.url);
    const registration = await navigator.serviceWorker.register(script, { updateViaCache: 'none' });
    takeNewVersion(registration);
  } catch {
    // No service worker (navigator.serviceWorker missing, or registering refused).
  }
}

/**
 * A new version of the shell, installed on an earlier visit, waits while pages of the
 * old one are open. If this page is the only one, the service worker lets the new
 * version take over, and the page loads again under it: the board is saved, and the
 * page has only just started.
 */
function takeNewVersion(registration) {
  const current = navigator.serviceWorker.controller;
  if (!registration.waiting || !current) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  current.postMessage(HAND_OVER);
}
