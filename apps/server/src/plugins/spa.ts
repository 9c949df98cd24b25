import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { refuse } from '../errors.ts';
import { API_PREFIX } from '@portal/contract';

/** Written by the web build (apps/web/build-plugins/signed-in-preloads.ts). */
const PRELOADS_FILE = 'preloads.json';

/** What the SPA needs to know at run time, handed over in a meta tag of index.html. */
function runtimeConfig(config: Config) {
  return {
    oidcAuthority: config.oidc.issuer,
    oidcClientId: config.oidc.clientId,
    suiteSiteUrl: config.web.suiteSiteUrl,
    tenantCheckUrl: config.web.tenantCheckUrl,
  };
}

/**
 * What the service worker is made of: the worker, the manifest, and workbox's own scripts if a
 * build emits them (or their compressed copies). Each must be asked for again on every use, or
 * browsers would keep an old worker, which would keep serving an old app.
 */
const SERVICE_WORKER_FILES = /^(sw\.js|registerSW\.js|workbox-[\w-]+\.js|manifest\.webmanifest)(\.br|\.gz)?$/;

/**
 * Hashed asset names never change content, so they may be cached for good; the service worker's
 * files must not be cached at all; other files (the icons) are checked again on each use.
 */
export function cacheControlOf(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (SERVICE_WORKER_FILES.test(path.basename(filePath))) return 'no-cache';
  return 'public, max-age=0';
}

/**
 * The page for each path: for a signed-in route, index.html naming the scripts its first load needs
 * (the build's `preloads.json`), so that the browser fetches them beside the first script; at low
 * priority, as the page's first paint (the logo in index.html) and the first script do not wait for
 * them. For any other path (sign-in, sign-up) index.html as built.
 */
function pagesWithPreloads(index: string, distDir: string): (pathname: string) => string {
  const file = path.join(distDir, PRELOADS_FILE);
  if (!fs.existsSync(file)) return () => index;
  const preloads = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  const pages = new Map(
    Object.entries(preloads).map(([route, scripts]) => [
      route,
      index.replace(
        '</head>',
        `${scripts.map((script) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(script)}">`).join('')}</head>`,
      ),
    ]),
  );
  // A trailing slash reaches the same screen.
  return (pathname) => pages.get(pathname.replace(/(.)\/+$/, '$1')) ?? index;
}

/**
 * Serves the built SPA with a history fallback: any GET outside /api and the identity provider
 * that is not a file answers index.html, so deep links work on reload.
 */
export default fp(async function spa(app: FastifyInstance, { config }: { config: Config }) {
  const indexFile = path.join(config.web.distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const index = built
    ? fs
        .readFileSync(indexFile, 'utf8')
        .replace(
          '</head>',
          `<meta name="portal-config" content="${escapeHtml(JSON.stringify(runtimeConfig(config)))}"></head>`,
        )
    : undefined;
  const pageOf = index ? pagesWithPreloads(index, config.web.distDir) : () => index;

  if (built) {
    await app.register(fastifyStatic, {
      root: config.web.distDir,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each script and style sheet.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('vary', 'accept-encoding');
        res.setHeader('cache-control', cacheControlOf(filePath));
      },
    });
  }

  const sendIndex = (reply: FastifyReply, pathname: string) => {
    const page = pageOf(pathname);
    return page
      ? reply.type('text/html').header('cache-control', 'no-cache').send(page)
      : reply.status(503).type('text/plain').send('The web app is not built: run `npm run build`.');
  };

  app.get('/', { config: { public: true } }, (_request, reply) => sendIndex(reply, '/'));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Paths of the API, the identity provider and files (a stale asset after a deploy) are real 404s.
    const isAppRoute =
      request.method === 'GET' &&
      !pathname.startsWith(API_PREFIX) &&
      !pathname.startsWith('/realms/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (!isAppRoute) {
      throw refuse(404, 'no-such-call', { method: request.method, path: pathname });
    }
    return sendIndex(reply, pathname);
  });
});
