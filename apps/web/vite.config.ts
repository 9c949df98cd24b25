import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The portal server; `vite dev` hands it everything that is not the SPA. */
const PORTAL_SERVER = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': PORTAL_SERVER,
      '/realms': PORTAL_SERVER,
      '/healthz': PORTAL_SERVER,
    },
  },
});
