// Loads bench modules that import app code (the `@/` and `@sync/` aliases) through Vite in Node,
// so they run the app's own modules outside a browser.
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Runs `use` with a loader of repository-relative modules (e.g. '/tests/bench/x.ts'). */
export async function withAppModules<T>(
  use: (load: (path: string) => Promise<Record<string, unknown>>) => Promise<T>,
): Promise<T> {
  const vite = await createServer({
    configFile: false,
    root,
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('../../src', import.meta.url)),
        '@sync': fileURLToPath(new URL('../../sync', import.meta.url)),
      },
    },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  })
  try {
    return await use((path) => vite.ssrLoadModule(path))
  } finally {
    await vite.close()
  }
}
