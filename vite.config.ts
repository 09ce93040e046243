import { cp, readdir } from 'node:fs/promises';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where `npm run dev` runs the API (scripts/dev.mjs sets it when the ports are changed). */
const API_SERVER = process.env.DEV_API_URL ?? 'http://localhost:3001';
const OUT_DIR = 'dist/web';

/**
 * public/demo holds the seeded demo images, which the server serves itself from /demo;
 * copying them into every web build would only duplicate them, so the build copies the
 * rest of public/ by hand.
 */
function copyPublicWithoutDemo(): Plugin {
  return {
    name: 'kasrat-copy-public',
    apply: 'build',
    async writeBundle() {
      const entries = await readdir('public', { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (entry.name === 'demo') continue;
        await cp(path.join('public', entry.name), path.join(OUT_DIR, entry.name), {
          recursive: true,
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), copyPublicWithoutDemo()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'es2022',
    // Every browser that runs es2022 but Safari 16 preloads modules itself; there the polyfill's
    // 0.4 KiB in the listing's first JavaScript would only save a lazy page's first fetch.
    modulePreload: { polyfill: false },
    // the server reads it to have lazily loaded route chunks fetched with the page
    manifest: true,
    // Every lazy chunk's name is listed in the entry's preload map; hash-only names keep 0.5 KiB
    // gzipped out of the listing's first JavaScript (the manifest still maps file to source).
    rolldownOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api/socket.io': { target: API_SERVER, ws: true },
      '/api': { target: API_SERVER },
      '/uploads': { target: API_SERVER },
      '/demo': { target: API_SERVER },
      '/health': { target: API_SERVER },
    },
  },
  preview: { port: 3000 },
});
