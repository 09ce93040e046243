import { createHash } from 'node:crypto';
import { cp, readdir, readFile } from 'node:fs/promises';
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

const SERVICE_WORKER_SOURCE = 'src/web/service-worker/sw.js';
/** The lazily loaded screen the service worker keeps for offline use, with what it imports. */
const OFFLINE_ROUTE = 'src/web/app/routes/sessions-route.tsx';

/**
 * Writes /sw.js (docs/decisions/0040-service-worker.md): the worker's source with this build's
 * version, so each deploy installs a new worker that drops the old caches, and the files the
 * shell and My Sessions need, which it keeps at install so the page opens offline.
 */
function serviceWorker(): Plugin {
  return {
    name: 'kasrat-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const source = await readFile(SERVICE_WORKER_SOURCE, 'utf8');
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const files = new Set<string>();
      const add = (fileName: string) => {
        const chunk = byName.get(fileName);
        if (!chunk || files.has(fileName)) return;
        files.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const imported of chunk.imports) add(imported);
      };
      const roots = chunks.filter(
        (chunk) =>
          chunk.isEntry || chunk.facadeModuleId?.endsWith(OFFLINE_ROUTE.replace('src/', '/src/')),
      );
      if (!roots.some((chunk) => !chunk.isEntry)) {
        this.error(`${OFFLINE_ROUTE} is no longer a chunk of its own: update serviceWorker()`);
      }
      for (const chunk of roots) add(chunk.fileName);
      const precache = [...files].sort().map((file) => `/${file}`);
      const version = createHash('sha256')
        .update(source)
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 12);
      const code = source
        .replace('__KASRAT_SW_VERSION__', version)
        .replace('/* __KASRAT_SW_PRECACHE__ */ []', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}

/** Packages every page runs, with the hooks of TanStack Query that only later screens use left out. */
const FIRST_LOAD_PACKAGES =
  /node_modules\/(react|react-dom|scheduler)\/|node_modules\/@tanstack\/(query-core|react-query)\/build\/modern\/(?!.*([iI]nfinite|[mM]utation|useQueries|queriesObserver|useSuspense|usePrefetch|HydrationBoundary|useIsFetching|streamedQuery|errorBoundaryUtils|QueryErrorResetBoundary|suspense))/;

/**
 * One file for all the JavaScript a first visit runs: the app's modules the entry imports and the
 * packages above. Rolldown would otherwise split everything a lazy screen also imports into small
 * shared files (14 for the listing), each compressed apart: 3.8 KiB gzipped more.
 */
function firstLoadChunk() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'kasrat-first-load-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const add = (id: string) => {
        if (modules.has(id)) return;
        modules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) add(imported);
      };
      for (const entry of entries) add(entry);
    },
  };
  const test = (id: string) =>
    FIRST_LOAD_PACKAGES.test(id) || (modules.has(id) && !id.includes('node_modules'));
  return { plugin, group: { name: 'index', test } };
}
const firstLoad = firstLoadChunk();

/**
 * `vite build --ssr src/web/render-page.tsx` builds the public pages' server renderer into
 * dist/ssr (docs/decisions/0048-server-rendering.md); packages stay external.
 */
const SSR_OUT_DIR = 'dist/ssr';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [copyPublicWithoutDemo(), serviceWorker(), firstLoad.plugin]),
  ],
  build: {
    outDir: isSsrBuild ? SSR_OUT_DIR : OUT_DIR,
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'es2022',
    // Every browser that runs es2022 but Safari 16 preloads modules itself; there the polyfill's
    // 0.4 KiB in the listing's first JavaScript would only save a lazy page's first fetch.
    modulePreload: { polyfill: false },
    // the server reads it to have lazily loaded route chunks fetched with the page
    manifest: !isSsrBuild,
    // Every lazy chunk's name is listed in the entry's preload map; hash-only names keep 0.5 KiB
    // gzipped out of the listing's first JavaScript (the manifest still maps file to source).
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
        ...(!isSsrBuild && { codeSplitting: { groups: [firstLoad.group] } }),
      },
    },
  },
  // The server renders with React's production build whatever NODE_ENV the server runs under.
  ...(isSsrBuild && {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
  }),
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
}));
