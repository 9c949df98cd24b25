import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

/** Most JavaScript, gzip-compressed, that opening the sign-in route may load. */
const SIGN_IN_BUDGET_BYTES = 175 * 1000;

/** The screens of the SPA: each is a route module of its own and must load only when visited. */
const SCREENS = fs
  .readdirSync(path.join(import.meta.dirname, '../../apps/web/src/app/routes'))
  .map((file) => file.replace(/\.tsx$/, ''))
  .filter((name) => name !== 'sign-in');

test('the sign-in route loads at most 175 KB of gzip JavaScript, and no screen', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && response.request().resourceType() === 'script') scripts.add(url.pathname);
  });
  await page.goto('/signin');
  // The gate has done its work when it hands over to the identity provider's login page.
  await page.getByLabel('Password').waitFor();
  expect(page.url()).toContain('/realms/');

  const sizes = new Map<string, number>();
  for (const script of scripts) {
    const response = await page.request.get(script);
    expect(response.status(), script).toBe(200);
    sizes.set(script, zlib.gzipSync(await response.body()).length);
  }
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  const listing = [...sizes]
    .sort((a, b) => b[1] - a[1])
    .map(([script, size]) => `${(size / 1000).toFixed(2).padStart(8)} kB  ${script}`)
    .join('\n');
  test
    .info()
    .annotations.push({ type: 'sign-in JavaScript', description: `${(total / 1000).toFixed(1)} kB gzip` });
  expect(total, `JavaScript loaded for /signin (gzip):\n${listing}`).toBeLessThanOrEqual(
    SIGN_IN_BUDGET_BYTES,
  );

  // Chunks are named after their route module: a screen's would start with its name.
  const screensLoaded = [...scripts].filter((script) =>
    SCREENS.some((screen) => new RegExp(`/${screen}-[\\w-]{8}\\.js$`).test(script)),
  );
  expect(screensLoaded, 'screens loaded by /signin').toEqual([]);
});

test('scripts and style sheets come compressed, and cacheable for good', async ({ request }) => {
  const html = await (await request.get('/signin')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  );
  expect(assets.length).toBeGreaterThanOrEqual(2);
  for (const asset of assets) {
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(asset, { headers: { 'accept-encoding': encoding } });
      expect(response.headers()['content-encoding'], asset).toBe(encoding);
      expect(response.headers()['vary']).toContain('accept-encoding');
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  }
});
