import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The portal server; `vite dev` hands it everything that is not the SPA. */
const PORTAL_SERVER = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // A Brotli and a gzip copy beside each script and style sheet, which the server sends to
    // browsers that accept them. index.html is left out: the server writes its own.
    compression({ include: /\.(js|css)$/, logLevel: 'silent' }),
  ],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': PORTAL_SERVER,
      '/realms': PORTAL_SERVER,
      '/healthz': PORTAL_SERVER,
    },
  },
});
