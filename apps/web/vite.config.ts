import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The portal server; `vite dev` hands it everything that is not the SPA. */
const PORTAL_SERVER = 'http://localhost:3000';

/**
 * The first signed-in screen loads in two chunks besides the first script. Left to itself the
 * bundler splits what the screens share into some thirty small chunks, and on a slow link each is
 * a round trip (a browser fetches six at a time from an HTTP/1.1 origin). So what the signed-in
 * layout and My Timesheet, where sign-in lands, need is one chunk, less what the sign-in page needs
 * too (the identity and API clients, the contract), which is the other. What the first script
 * holds stays there, and the other screens keep the bundler's chunks.
 */
const FIRST_SCRIPT = ['main.tsx'];
const SIGN_IN = ['app/routes/sign-in.tsx'];
const FIRST_SIGNED_IN_SCREEN = [
  'lib/auth.tsx',
  'app/routes/server-state.tsx',
  'app/routes/signed-in.tsx',
  'app/routes/timesheet.tsx',
];

/** Each build's assignment, made when its first module is asked about. */
const chunkOfModule = new WeakMap<Rolldown.ChunkingContext, Map<string, string>>();

/** The modules that `roots` import statically, themselves included. */
function staticImports(roots: string[], context: Rolldown.ChunkingContext): Set<string> {
  const found = new Set<string>();
  const pending = roots.map((root) => path.resolve(import.meta.dirname, 'src', root));
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (found.has(next)) continue;
    found.add(next);
    pending.push(...(context.getModuleInfo(next)?.importedIds ?? []));
  }
  return found;
}

/** The first-screen chunk `id` belongs in, or null to leave it to the bundler. */
function firstScreenChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  let chunks = chunkOfModule.get(context);
  if (!chunks) {
    const firstScript = staticImports(FIRST_SCRIPT, context);
    const signIn = staticImports(SIGN_IN, context);
    chunks = new Map();
    for (const module of staticImports(FIRST_SIGNED_IN_SCREEN, context)) {
      if (!firstScript.has(module)) chunks.set(module, signIn.has(module) ? 'session' : 'signed-in');
    }
    chunkOfModule.set(context, chunks);
  }
  return chunks.get(id) ?? null;
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // A Brotli and a gzip copy beside each script and style sheet, which the server sends to
    // browsers that accept them. index.html is left out: the server writes its own.
    compression({ include: /\.(js|css)$/, logLevel: 'silent' }),
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
    },
  },
});
