// `npm run bench` suite for the replica (issue 5).
//  - In headless Chromium against the production build and a fresh local backend with 10,000
//    extra jobs (ports SYNC_BENCH_PORT / SYNC_BENCH_SUPABASE_PORT, default 4323 / 54423): initial
//    sync rows/s (real IndexedDB, the real replication worker) and write-to-other-device latency
//    through realtime (two browser contexts signed in as the same user).
//  - In Node (sync-measure.ts, loaded through Vite for the path aliases): the newest-first page of
//    50 over 10k jobs on Dexie over fake-indexeddb (a pure-JS IndexedDB, slower than Chromium's,
//    so an upper bound).
// Time to the first job row from a warm replica is the jobs suite's measure (jobs.bench.ts,
// performance.mark('jobs-list:first-row')); it is not repeated here.
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { portFromEnv } from '../../scripts/lib/processes.ts'
import { startBenchStack } from './bench-stack.ts'
import { measureInBrowser } from './sync-chromium.ts'
import type { BenchResult } from './types.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

export async function run(): Promise<BenchResult[]> {
  const jobs = Number(process.env.SYNC_BENCH_JOBS ?? 10_000)
  const stack = await startBenchStack({
    label: 'sync-bench',
    appPort: portFromEnv('SYNC_BENCH_PORT', 4323),
    backendPort: portFromEnv('SYNC_BENCH_SUPABASE_PORT', 54423),
    jobs,
  })
  let browser: BenchResult[]
  try {
    browser = await measureInBrowser(stack)
  } finally {
    await stack.stop()
  }
  if (process.env.SYNC_BENCH_BROWSER_ONLY) return browser
  return [...browser, ...(await measureInNode())]
}

async function measureInNode(): Promise<BenchResult[]> {
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
