import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The portal server; `vite dev` hands it everything that is not the SPA. */
const PORTAL_SERVER = 'http://localhost:3000';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a Brotli and a gzip copy beside each script and style sheet, which the server sends to
 * browsers that accept them: a third of the bytes on the wire, without compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await fs.readFile(file);
          await fs.writeFile(
            `${file}.br`,
            await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await fs.writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': PORTAL_SERVER,
      '/realms': PORTAL_SERVER,
      '/healthz': PORTAL_SERVER,
    },
  },
});
