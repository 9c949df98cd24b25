import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaManifest } from './src/features/pwa/manifest.ts';
import { signedInPreloads } from './build-plugins/signed-in-preloads.ts';
import { paths } from './src/config/paths.ts';

/** The portal server; `vite dev` hands it everything that is not the SPA. */
const PORTAL_SERVER = 'http://localhost:3000';

/**
 * The first signed-in screen loads in two chunks besides the first script. Left to itself the
 * bundler splits what the screens share into some thirty small chunks, and on a slow link each is
 * a round trip (a browser fetches six at a time from an HTTP/1.1 origin). So what the signed-in
 * layout and My Timesheet, where sign-in lands, need is one chunk, less what the sign-in page needs
 * too (the identity and API clients, the contract), which is the other. The Review, the Managers'
 * first screen, adds one chunk of its own for everything below its heading: what it shares with
 * any other screen goes into the signed-in chunk, so that no screen loads the Review's. What the
 * first script holds stays there, and the other screens keep the bundler's chunks.
 */
const FIRST_SCRIPT = ['main.tsx'];
const SIGN_IN = ['app/routes/sign-in.tsx'];
/** What every signed-in screen loads first: the session check, the server state and the layout. */
const SIGNED_IN_SHELL = ['lib/auth.tsx', 'app/routes/server-state.tsx', 'app/routes/signed-in.tsx'];
const FIRST_SIGNED_IN_SCREEN = [
  ...SIGNED_IN_SHELL,
  'app/routes/timesheet.tsx',
  'app/routes/timesheet-review.tsx',
];
const REVIEW = 'app/routes/timesheet-review-body.tsx';

/** Each build's assignment, made when its first module is asked about. */
const chunkOfModule = new WeakMap<Rolldown.ChunkingContext, Map<string, string>>();

const fromSrc = (file: string) => path.resolve(import.meta.dirname, 'src', file);

const PUBLIC_PATHS: string[] = [paths.home, paths.signIn, paths.signUp];
/** Each signed-in route's path and its module, named after it (`/timesheet` is `app/routes/timesheet.tsx`). */
const SIGNED_IN_ROUTES = Object.fromEntries(
  Object.values(paths)
    .filter((route) => !PUBLIC_PATHS.includes(route))
    .map((route) => [route, fromSrc(`app/routes${route}.tsx`)]),
);

/** The modules that `roots` import statically, themselves included. */
function staticImports(roots: string[], context: Rolldown.ChunkingContext): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (found.has(next)) continue;
    found.add(next);
    pending.push(...(context.getModuleInfo(next)?.importedIds ?? []));
  }
  return found;
}

/** The modules that `modules` load lazily. */
function lazyImports(modules: Iterable<string>, context: Rolldown.ChunkingContext): Set<string> {
  const found = new Set<string>();
  for (const module of modules) {
    for (const target of context.getModuleInfo(module)?.dynamicallyImportedIds ?? []) found.add(target);
  }
  return found;
}

/** Every module that some lazily loaded module other than `except` imports statically. */
function importedByOtherLazyModules(except: string, context: Rolldown.ChunkingContext): Set<string> {
  const lazy = lazyImports(staticImports(FIRST_SCRIPT.map(fromSrc), context), context);
  // Lazy modules load further lazy modules (a screen its forms), so this goes on until none is new.
  for (let known = 0; known !== lazy.size;) {
    known = lazy.size;
    for (const module of lazyImports(staticImports([...lazy], context), context)) lazy.add(module);
  }
  lazy.delete(except);
  return staticImports([...lazy], context);
}

/** Which first-screen chunk each module belongs in; those left out are the bundler's to place. */
function firstScreenChunks(context: Rolldown.ChunkingContext): Map<string, string> {
  const firstScript = staticImports(FIRST_SCRIPT.map(fromSrc), context);
  const signIn = staticImports(SIGN_IN.map(fromSrc), context);
  const chunks = new Map<string, string>();
  for (const module of staticImports(FIRST_SIGNED_IN_SCREEN.map(fromSrc), context)) {
    if (!firstScript.has(module)) chunks.set(module, signIn.has(module) ? 'session' : 'signed-in');
  }
  const review = fromSrc(REVIEW);
  const elsewhere = importedByOtherLazyModules(review, context);
  for (const module of staticImports([review], context)) {
    if (firstScript.has(module) || chunks.has(module)) continue;
    chunks.set(module, elsewhere.has(module) ? 'signed-in' : 'timesheet-review');
  }
  return chunks;
}

/** The first-screen chunk `id` belongs in, or null to leave it to the bundler. */
function firstScreenChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  let chunks = chunkOfModule.get(context);
  if (!chunks) {
    chunks = firstScreenChunks(context);
    chunkOfModule.set(context, chunks);
  }
  return chunks.get(id) ?? null;
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    signedInPreloads({ shell: SIGNED_IN_SHELL.map(fromSrc), routes: SIGNED_IN_ROUTES }),
    // A Brotli and a gzip copy beside each script and style sheet, which the server sends to
    // browsers that accept them. index.html is left out: the server writes its own.
    compression({ include: /\.(js|css)$/, logLevel: 'silent' }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/pwa',
      filename: 'sw.ts',
      registerType: 'prompt',
      // The app registers the worker itself, lazily (features/pwa/update-banner.tsx).
      injectRegister: false,
      manifest: pwaManifest,
      // The plugin precaches the manifest and its icons; the apple-touch-icon is not among them.
      includeAssets: ['apple-touch-icon-180x180.png'],
      injectManifest: {
        // A classic worker: module workers are younger than the browsers the portal supports.
        rollupFormat: 'iife',
        // The app shell. Not index.html (the server writes its own), nor the export writers and
        // the PDF fonts, some 3 MB that only an export loads.
        globPatterns: ['**/*.{js,css,woff2}'],
        globIgnores: ['**/*.worker-*.js'],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Each chunk already holds what it imports, less what the first script and the
        // session chunk hold, so it must not pull those in again.
        codeSplitting: { groups: [{ name: firstScreenChunk, includeDependenciesRecursively: false }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': PORTAL_SERVER,
      '/realms': PORTAL_SERVER,
      '/healthz': PORTAL_SERVER,
      '/calendar': PORTAL_SERVER,
    },
  },
});
