import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../test/build-app.ts';

/** A build of the web app in miniature: what the service worker and its page are made of. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-dist-'));
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest"></head></html>',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'workbox-5f4b2c1d.js': '/* workbox */',
    'manifest.webmanifest': JSON.stringify({ name: 'Timesheet Portal', start_url: '/' }),
    'pwa-192x192.png': 'png',
    'assets/index-Bx9kQ2aZ.js': 'console.log(1);',
    'preloads.json': JSON.stringify({
      '/timesheet': ['/assets/signed-in-A1.js', '/assets/session-B2.js'],
      '/timesheet-review': ['/assets/signed-in-A1.js', '/assets/review-C3.js'],
    }),
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  // The build compresses scripts, the worker among them.
  fs.writeFileSync(path.join(dir, 'sw.js.br'), zlib.brotliCompressSync(files['sw.js']!));
  return dir;
}

describe('the installable app’s files', () => {
  let server: TestServer;
  let distDir: string;

  beforeAll(async () => {
    distDir = fakeBuild();
    server = await startServer({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it.each([
    ['/sw.js', 'identity', 'javascript'],
    ['/sw.js', 'br', 'javascript'],
    ['/workbox-5f4b2c1d.js', 'identity', 'javascript'],
    ['/manifest.webmanifest', 'identity', 'application/manifest+json'],
  ])('serves %s (%s) for checking on every use', async (file, encoding, type) => {
    const response = await fetch(`${server.url}${file}`, { headers: { 'accept-encoding': encoding } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(type);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    if (encoding === 'br') expect(response.headers.get('content-encoding')).toBe('br');
  });

  it('keeps hashed assets cacheable for good, and icons checked on use', async () => {
    const asset = await fetch(`${server.url}/assets/index-Bx9kQ2aZ.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${server.url}/pwa-192x192.png`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=0');
  });

  it('answers every app route with the run-time index.html, never cached', async () => {
    const response = await fetch(`${server.url}/timesheet`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<meta name="portal-config"');
  });

  it('lets the service worker and the manifest come from the portal alone', async () => {
    const csp = (await fetch(`${server.url}/timesheet`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it("names a signed-in screen's first scripts for the browser to fetch beside the first one, after it, and none on sign-in", async () => {
    const preloaded = async (route: string) =>
      [
        ...(await (await fetch(`${server.url}${route}`)).text()).matchAll(
          /rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)"/g,
        ),
      ].map((match) => match[1]);
    expect(await preloaded('/timesheet')).toEqual(['/assets/signed-in-A1.js', '/assets/session-B2.js']);
    expect(await preloaded('/timesheet-review/?week=2026-11-22')).toEqual([
      '/assets/signed-in-A1.js',
      '/assets/review-C3.js',
    ]);
    expect(await preloaded('/signin')).toEqual([]);
    expect(await preloaded('/')).toEqual([]);
  });
});
