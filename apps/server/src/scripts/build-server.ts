/**
 * `npm run build -w @portal/server`: bundles the server into `dist/server.mjs`, which `npm start`
 * runs on plain Node. Running the sources through a TypeScript loader in production costs some
 * 60 MB of memory and a slower start; the bundle holds the portal's own code and the contract
 * package, and loads every other package from node_modules as usual.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');

/** Bundles one entry point of the server (the server itself, or the benchmark's server process). */
export async function bundleServer(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    // The contract and export packages are TypeScript source in this repository: bundle them in.
    alias: {
      '@portal/contract': path.join(SERVER_ROOT, '../../packages/contract/src/index.ts'),
      '@portal/export': path.join(SERVER_ROOT, '../../packages/export/src'),
    },
    logLevel: 'warning',
  });
  // The PDF fonts are found beside the module that names them, which is now the bundle.
  cpSync(
    path.join(SERVER_ROOT, '../../packages/export/src/fonts'),
    path.join(path.dirname(outfile), 'fonts'),
    {
      recursive: true,
    },
  );
}

if (import.meta.filename === process.argv[1]) {
  await bundleServer(path.join(SERVER_ROOT, 'src/server.ts'), path.join(SERVER_ROOT, 'dist/server.mjs'));
}
