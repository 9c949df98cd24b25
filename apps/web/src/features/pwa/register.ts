import { registerSW } from 'virtual:pwa-register';

/** How often an app left open asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (vite-plugin-pwa's register module, on workbox-window). A new
 * version installs in the background and waits: `onUpdateWaiting` hears of it with the call that
 * lets it take over, after which every open tab of the portal reloads.
 */
export function registerServiceWorker(onUpdateWaiting: (applyUpdate: () => Promise<void>) => void): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => onUpdateWaiting(() => updateServiceWorker(true)),
    // The browser checks on each navigation, but an installed app may stay open for days.
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && registration.installing === null) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });
}
