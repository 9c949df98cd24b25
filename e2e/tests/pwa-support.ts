import { expect, type Page } from '@playwright/test';

/** The status the portal shows while the browser is offline. */
export const OFFLINE_STATUS = 'Offline — showing what was last loaded';

/** Whether a service worker controls the page: its fetches, navigations included, go through it. */
export const isControlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/**
 * Makes the open portal the installed app: reloads until a service worker controls the page, then
 * once more, since only a load under the worker keeps the app shell for opening with no network.
 */
export async function installApp(page: Page): Promise<void> {
  await page.reload();
  await expect.poll(() => isControlled(page), { timeout: 30_000 }).toBe(true);
  await page.reload();
  const keptPages = () => page.evaluate(async () => (await (await caches.open('app-shell')).keys()).length);
  await expect.poll(keptPages, { timeout: 30_000 }).toBeGreaterThan(0);
}
