// `npm run bench` suite for the replica (issues 5 and 28).
//  - In headless Chromium against the production build and a fresh local backend with 100,000
//    extra jobs spread over Canada (SYNC_BENCH_JOBS; ports SYNC_BENCH_PORT /
//    SYNC_BENCH_SUPABASE_PORT, default 4323 / 54423), profile on disk, no CPU throttling: the demo
//    craftsman's first sync (time, jobs kept by the device's scope, IndexedDB size, rows/s; real
//    IndexedDB, the real replication worker) and write-to-other-device latency through realtime
//    (two browsers signed in as the same user).
//  - Against the same backend: Find Jobs' server search (search-jobs.ts), p50/p95 over a mix.
//  - In Node (sync-measure.ts, shared-rows-measure.ts, loaded through Vite for the path aliases):
//    the newest-first page of 50 over 10k jobs, and the newest 50 rows of one table out of 50,000
//    over 10 tables in the shared collection, on Dexie over fake-indexeddb (a pure-JS IndexedDB,
//    slower than Chromium's, so an upper bound).
// Time to the first job row from a warm replica is the jobs suite's measure (jobs.bench.ts,
// performance.mark('jobs-list:first-row')); it is not repeated here.
import { loadavg } from 'node:os'
import { portFromEnv } from '../../scripts/lib/processes.ts'
import { startBenchStack } from './bench-stack.ts'
import { withAppModules } from './node-modules-loader.ts'
import { timeServerSearch } from './search-jobs.ts'
import { measureInBrowser } from './sync-chromium.ts'
import type { BenchResult } from './types.ts'

export async function run(): Promise<BenchResult[]> {
  const jobs = Number(process.env.SYNC_BENCH_JOBS ?? 100_000)
  const stack = await startBenchStack({
    label: 'sync-bench',
    appPort: portFromEnv('SYNC_BENCH_PORT', 4323),
    backendPort: portFromEnv('SYNC_BENCH_SUPABASE_PORT', 54423),
    jobs,
  })
  let browser: BenchResult[]
  try {
    // Search first: after the two devices' syncs the backend stayed busy for minutes in one
    // run (docs/performance.md); the probe after them says how long that lasted this time.
    const search = await measureSearch(stack.supabaseUrl)
    browser = [...search, ...(await measureInBrowser(stack))]
    await probeSearchAfterSync(stack.supabaseUrl)
  } finally {
    await stack.stop()
  }
  if (process.env.SYNC_BENCH_BROWSER_ONLY) return browser
  return [...browser, ...(await measureInNode())]
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

async function measureSearch(supabaseUrl: string): Promise<BenchResult[]> {
  const { times, empty } = await timeServerSearch(supabaseUrl, 'craftsman@example.com')
  const p50 = percentile(times, 50)
  const p95 = percentile(times, 95)
  console.log(
    `  server search (edge function search-jobs -> RPC search_jobs): ${times.length} requests, ` +
      `${empty} with no result; ms: ${times.map((x) => Math.round(x)).join(' ')} ` +
      `(load ${loadavg()[0]!.toFixed(2)})`,
  )
  const name = `server search via search-jobs (${times.length} requests)`
  return [
    { name: `${name}, p50`, value: Math.round(p50), unit: 'ms' },
    { name: `${name}, p95`, value: Math.round(p95), unit: 'ms', target: '<= 150', ok: p95 <= 150 },
  ]
}

async function probeSearchAfterSync(supabaseUrl: string): Promise<void> {
  const started = Date.now()
  try {
    const { times } = await timeServerSearch(supabaseUrl, 'craftsman@example.com', 1)
    console.log(
      `  server search after the devices' syncs: first answer ${Date.now() - started} ms ` +
        `(${times.map((x) => Math.round(x)).join(' ')} ms once warm)`,
    )
  } catch (error) {
    console.log(`  server search after the devices' syncs failed: ${(error as Error).message}`)
  }
}

async function measureInNode(): Promise<BenchResult[]> {
  return withAppModules(async (load) => {
    const jobs = (await load('/tests/bench/sync-measure.ts')) as {
      measure(): Promise<BenchResult[]>
    }
    const rows = (await load('/tests/bench/shared-rows-measure.ts')) as {
      measureSharedRows(): Promise<BenchResult[]>
    }
    return [...(await jobs.measure()), ...(await rows.measureSharedRows())]
  })
}
