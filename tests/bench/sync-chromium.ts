// The sync bench's Chromium part: initial sync of every job the demo craftsman may read, then
// the realtime latency between two devices of the same user (each a browser with its own profile).
import { DEMO_ANON_KEY } from '../../supabase/local/config.ts'
import type { BenchStack } from './bench-stack.ts'
import { launchWithDiskProfile, type DiskProfile } from './disk-profile.ts'
import { signIn, switchLatency, tracePulls, waitForCount, waitForSyncIdle } from './sync-browser.ts'
import { measureIdbFloor } from './sync-idb-floor.ts'
import type { BenchResult } from './types.ts'

const EMAIL = 'craftsman@example.com'
const SWITCH = 'New applications to my jobs'
const PROBES = 20

const round = (x: number) => Math.round(x * 10) / 10
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

/** The number of jobs the user may read (what the replica must hold), from PostgREST's count. */
async function visibleJobs(stack: BenchStack): Promise<number> {
  const anon = DEMO_ANON_KEY
  const auth = await fetch(`${stack.supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anon, 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: 'Demo-pass-2026' }),
  })
  const { access_token: token } = (await auth.json()) as { access_token: string }
  const res = await fetch(`${stack.supabaseUrl}/rest/v1/jobs?select=id`, {
    headers: {
      apikey: anon,
      authorization: `Bearer ${token}`,
      prefer: 'count=exact',
      range: '0-0',
    },
  })
  const total = Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1])
  if (!Number.isFinite(total) || total <= 0) throw new Error('could not count the visible jobs')
  return total
}

export async function measureInBrowser(stack: BenchStack): Promise<BenchResult[]> {
  const total = await visibleJobs(stack)
  // Two devices, each a browser with its own profile on disk (disk-profile.ts).
  const devices: DiskProfile[] = []
  try {
    const first = await launchWithDiskProfile('sync-bench', stack.baseURL)
    devices.push(first)
    const trace = tracePulls(first.context, 'jobs')
    const { page } = first
    const signedInAt = await signIn(page, EMAIL)
    const doneAt = await waitForCount(page, 'jobs', total, 300_000)
    const syncMs = doneAt - (trace.firstRequestAt ?? signedInAt)
    const rate = total / (syncMs / 1000)
    console.log(
      `  initial sync: ${total} jobs in ${syncMs} ms from the first pull (${doneAt - signedInAt} ms ` +
        `from the sign-in click); ${trace.requests} pulls, server answered in ${Math.round(trace.serverMs)} ms`,
    )
    const floor = await measureIdbFloor(page, 'jobs')
    console.log(
      `  IndexedDB here: get ${round(floor.getUs)} µs, put job ${round(floor.putDocUs)} µs ` +
        `(${floor.docIndexes} indexes), put meta ${round(floor.putMetaUs)} µs ` +
        `(${floor.metaIndexes} indexes): at most ${Math.round(floor.ceilingRowsPerSecond)} rows/s ` +
        `for 4 gets + 2 puts per pulled row`,
    )

    const other = await launchWithDiskProfile('sync-bench-other', stack.baseURL)
    devices.push(other)
    const otherPage = other.page
    await signIn(otherPage, EMAIL)
    await waitForCount(otherPage, 'jobs', total, 300_000)
    for (const p of [page, otherPage]) await waitForSyncIdle(p, 120_000)
    for (const p of [page, otherPage]) {
      await p.goto('/settings')
      await p.getByRole('switch', { name: SWITCH }).waitFor()
    }
    await page.waitForTimeout(1000)
    const lat: number[] = []
    for (let i = 0; i < PROBES; i++) {
      lat.push(await switchLatency(page, otherPage, SWITCH))
      await page.waitForTimeout(150)
    }
    console.log(`  realtime latencies (ms): ${lat.map((x) => Math.round(x)).join(' ')}`)
    const p95 = percentile(lat, 95)
    return [
      {
        name: `initial sync in Chromium (${total} jobs, production build, worker)`,
        value: Math.round(rate),
        unit: 'rows/s',
        target: '>= 5000',
        ok: rate >= 5000,
      },
      {
        // No target: the bound the browser's IndexedDB puts on RxDB's replication protocol here.
        name: 'initial sync ceiling from IndexedDB request costs (4 gets + 2 puts per row)',
        value: Math.round(floor.ceilingRowsPerSecond),
        unit: 'rows/s',
      },
      {
        name: `write-to-other-device latency via realtime, Chromium (p95 of ${PROBES})`,
        value: round(p95),
        unit: 'ms',
        target: '<= 150',
        ok: p95 <= 150,
      },
    ]
  } finally {
    await Promise.all(devices.map((d) => d.close()))
  }
}
