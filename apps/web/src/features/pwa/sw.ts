/**
 * The portal's service worker: the app shell from the precache, and every navigation from the
 * network, falling back to the last index.html the server sent when there is none.
 *
 * Written by hand and built by vite-plugin-pwa's injectManifest rather than generated (generateSW):
 * the navigation strategy keeps one index.html for every route of the app under a single cache key,
 * which the generated worker's options cannot say, and the worker's whole behaviour stays readable
 * in one file.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isShellResponse, opensTheApp, SHELL_CACHE, SHELL_KEY, SKIP_WAITING } from './shell.ts';

/** The part of the service worker's global scope used here; the app's types are the page's. */
interface ServiceWorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

declare const self: ServiceWorkerScope;

// Scripts, styles, catalogs and icons of this build (the list the build writes in), so the app
// opens with no network. index.html is not among them: the one the app needs is the server's,
// with its run-time configuration.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// No navigation preload: the browser would send every navigation twice (the preload, then the
// request the worker leaves to the network), and the identity provider's one-time steps would
// fail the second time.
registerRoute(
  // The API, the identity provider and the server's own pages never go through the worker.
  ({ request, url }) => request.mode === 'navigate' && opensTheApp(url.pathname),
  new NetworkFirst({
    cacheName: SHELL_CACHE,
    // On a weak signal the cached page opens instead of a blank screen that waits on.
    networkTimeoutSeconds: 4,
    plugins: [
      {
        // Every route of the app is the same page: the last one sent serves them all offline.
        cacheKeyWillBeUsed: async () => new URL(SHELL_KEY, self.location.origin).href,
        cacheWillUpdate: async ({ response }) => (isShellResponse(response) ? response : null),
      },
    ],
  }),
);

// A new version waits until the person chooses 'Reload to update' in the open app, which sends
// this message; the page reloads as soon as the new worker takes over, so no page runs old code
// against the new worker's files.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// On the first installation no page runs older code, so the worker may take the open page at
// once: the app then works offline from its first visit. Updates still wait (see above).
clientsClaim();
