import type { Plugin } from 'vite'

// `vite preview` (what `npm start`, the e2e tests and the benches serve) answers every file with
// `Cache-Control: no-cache`. Built files under /assets/ carry a content hash in their name, so they
// never change: they are served as immutable, as a production host should serve them too. With
// `no-cache`, Chromium compiled the precached modules from source on every load (no code cache).

/** What a host should send for /assets/* (the e2e tests' static server sends it too). */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'

export function immutableAssetHeaders(): Plugin {
  return {
    name: 'craftlink:immutable-asset-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/assets/')) res.setHeader('Cache-Control', ASSET_CACHE_CONTROL)
        next()
      })
    },
  }
}
