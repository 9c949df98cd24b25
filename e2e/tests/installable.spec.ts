import { expect, test } from '@playwright/test';
import { installApp, OFFLINE_STATUS as OFFLINE } from './pwa-support.ts';
import { signInViaUi, signUpViaApi } from './support.ts';

test('the portal installs, opens with no network, and offers a new version without mixing it in', async ({
  page,
  context,
  request,
}) => {
  // One sign-in, then the manifest, the worker, a reload offline and an update.
  test.slow();
  await signInViaUi(page, await signUpViaApi(request));

  await test.step('the page links a web app manifest a phone can install from', async () => {
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Timesheet Portal', display: 'standalone', start_url: '/' });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === size && !candidate.purpose);
      expect(icon, size).toBeDefined();
      const image = await request.get(icon!.src);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  await test.step('after a reload a service worker controls the page and keeps the app shell', async () => {
    await installApp(page);
    await expect(page.getByRole('heading', { name: 'My Timesheet' })).toBeVisible();
  });

  await test.step('with no network a reload opens the app from the cache, marked offline', async () => {
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Timesheet' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(0);
  });

  await test.step("a new version waits until 'Reload to update', then the page reloads onto it", async () => {
    // The page registers its worker once its first screen has shown; the deploy comes after that,
    // as a real one does, or the page's registration would replace it.
    const registering = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some(({ name }) => name.includes('/workbox-window.')),
      );
    await expect.poll(registering, { timeout: 30_000 }).toBe(true);
    // A deploy, as the browser sees one: another worker script for the same scope.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?deploy=2'));
    const reload = page.getByRole('button', { name: 'Reload to update' });
    await expect(reload).toBeVisible({ timeout: 30_000 });
    // Until then the page keeps the worker it started with.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).not.toContain('deploy');
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await expect(page.getByRole('heading', { name: 'My Timesheet' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain('deploy=2');
    // No check that the offer has gone: this deploy changed the worker's address, so the app's own
    // registration of /sw.js, once the page has loaded, is a new version again and may be offered
    // before such a check runs (a real deploy keeps the address and changes the script).
  });
});
