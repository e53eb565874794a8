import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { pwaPlugin } from './build/pwa.ts'
import { frenchManifest } from './build/manifest-fr.ts'
import { pruneUnusedMantineCss } from './build/css-prune.ts'
import { sharedSyncWorker } from './build/sync-worker.ts'
import { preloadDynamicModules } from './build/replica-preload.ts'
import { immutableAssetHeaders } from './build/asset-headers.ts'
import { seoFiles } from './build/seo-files.ts'
import { prerenderPublicPages } from './build/prerender.ts'
import { PRODUCT_NAME } from './src/lib/product.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
const syncWorkerEntry = fileURLToPath(new URL('./sync/worker.ts', import.meta.url))

// The app's build. PWA specifics (manifest, service worker, precache rules) live in build/pwa.ts.
export default defineConfig(({ mode }) => ({
  base: '/',
  plugins: [
    react(),
    pwaPlugin(mode),
    // The same manifest in French, for a page that speaks French (src/i18n/index.ts).
    frenchManifest(),
    // Mantine's stylesheet covers every component; keep the rules of the ones the app uses.
    pruneUnusedMantineCss(root),
    // The sync worker shares the page's chunks instead of bundling its own copies.
    sharedSyncWorker(syncWorkerEntry, root),
    // The replica's chunks load with the entry, not after it (the replica opens at start-up).
    preloadDynamicModules(['/src/db/database.ts', '/src/db/storage.ts']),
    // Hashed built files are immutable (`vite preview` would say no-cache).
    immutableAssetHeaders(),
    // robots.txt and sitemap.xml from the public pages (SITE_URL names the deployed origin).
    seoFiles(),
    // The public pages paint from prerendered HTML, then hydrate (src/prerender.tsx).
    prerenderPublicPages(() => [sharedSyncWorker(syncWorkerEntry, root)]),
    // The product name lives in src/lib/product.ts; index.html says %PRODUCT_NAME%.
    {
      name: 'craftlink-product-name',
      transformIndexHtml: (html: string) => html.replaceAll('%PRODUCT_NAME%', PRODUCT_NAME),
    },
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@sync': fileURLToPath(new URL('./sync', import.meta.url)),
    },
  },
  server: { port: 5173 },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The entry chunk is 650-700 kB minified; what a phone downloads is budgeted gzipped by
    // `npm run bench` (pwa: entry chunk <= 200 KB, precache <= 2.5 MB), not by this warning.
    chunkSizeWarningLimit: 800,
    // A lazy page's import adds no preload link per chunk it needs: on a phone each link costs
    // the main thread a millisecond or more, prefetching five pages at start-up (spec section 2)
    // added hundreds, and the import fetches the same chunks itself. index.html keeps its links.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
  worker: { format: 'es' },
}))
