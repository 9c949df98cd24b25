/**
 * What the service worker and the page agree on. Kept free of imports, as the worker's bundle
 * takes in everything this module imports.
 */

/** The runtime cache that holds the last index.html the server sent. */
export const SHELL_CACHE = 'app-shell';

/** The one key that index.html is kept under, whatever route it was sent for. */
export const SHELL_KEY = '/index.html';

/** The message that lets a waiting worker take over (the one workbox-window's messageSkipWaiting sends). */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * Navigations the server answers itself, never with the app: the API and its documentation, the
 * embedded identity provider, health and metrics, and files (paths with an extension), as
 * `apps/server/src/plugins/spa.ts` tells them apart.
 */
export const NOT_THE_APP: RegExp[] = [
  /^\/api\//,
  /^\/realms\//,
  /^\/(healthz|readyz|metrics)$/,
  /\.[a-z0-9]+$/i,
];

/** Whether a navigation to `pathname` opens the app, and so may be answered from the cache. */
export const opensTheApp = (pathname: string) => !NOT_THE_APP.some((pattern) => pattern.test(pathname));

/** Only a page of the app (HTML the server sent whole) may become the offline copy. */
export const isShellResponse = (response: Response) =>
  response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html');
