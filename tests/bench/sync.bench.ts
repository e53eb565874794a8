// `npm run bench` suite for the replica (issue 5). The measuring code imports app modules with
// path aliases, so it is loaded through Vite's SSR loader with the project's config.
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import type { BenchResult } from './types.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

export async function run(): Promise<BenchResult[]> {
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
    const mod = (await vite.ssrLoadModule('/tests/bench/sync-measure.ts')) as {
      measure(): Promise<BenchResult[]>
    }
    return await mod.measure()
  } finally {
    await vite.close()
  }
}
