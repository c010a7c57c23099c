// The service worker at /sw.js (spec section 7), built by scripts/webpack/service-worker.cjs. It
// precaches the shell's first-load files, keeps every app's content-hashed files once fetched, and shows
// the offline page when a page cannot be reached. Everything a redeploy changes in place — pages,
// manifests, remoteEntry.js, remotes.json — and every API answer goes to the network untouched
// (shell/src/service-worker/rules.ts).
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { isImmutableAsset } from '../src/service-worker/rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const OFFLINE_PAGE = '/offline.html';
const THIRTY_DAYS = 30 * 24 * 60 * 60;

// Written by the build: the shell's first-load scripts and the offline page with its script.
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ url, request }) => isImmutableAsset(url, request.destination),
  new CacheFirst({
    cacheName: 'palco-hashed-files',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: THIRTY_DAYS, purgeOnQuotaError: true })],
  }),
);

const pages = new NetworkOnly();
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  }),
);

// A new worker takes over at once: it only ever serves immutable files, so old and new pages agree.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
