// The sync bench's Chromium part: the first sync of the demo craftsman (the jobs of the device's
// scope, SYNC-SCOPE-1, and every other table), the replica's size, then the realtime latency
// between two devices of the same user (each a browser with its own profile on disk).
import { loadavg } from 'node:os'
import type { BenchStack } from './bench-stack.ts'
import { cpuTimes, stealSince } from './cpu-steal.ts'
import { indexedDbBytes, launchWithDiskProfile, type DiskProfile } from './disk-profile.ts'
import {
  replicaCount,
  signIn,
  switchLatency,
  tracePulls,
  waitForFirstSync,
  waitForSyncIdle,
} from './sync-browser.ts'
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

/** New devices whose first sync is timed; the median is the figure. */
const FIRST_SYNCS = 3

interface FirstSync {
  ms: number
  fromPullMs: number
  total: number
}

/** Signs the demo craftsman in on a new device and times its first sync. */
async function timeFirstSync(device: DiskProfile): Promise<FirstSync> {
  const trace = tracePulls(device.context, '/rest/v1/rpc/pull_jobs')
  const cpu = cpuTimes()
  const signedInAt = await signIn(device.page, EMAIL)
  const doneAt = await waitForFirstSync(device.page, 'jobs', 300_000)
  const total = await replicaCount(device.page, 'jobs')
  const ms = doneAt - signedInAt
  const fromPullMs = doneAt - (trace.firstRequestAt ?? signedInAt)
  console.log(
    `  first sync: ${total} jobs on the device ${ms} ms after the sign-in click, ` +
      `${fromPullMs} ms after the first jobs pull; ${trace.requests} pulls, server answered in ` +
      `${Math.round(trace.serverMs)} ms (load ${loadavg()[0]!.toFixed(2)}${stealSince(cpu)})`,
  )
  return { ms, fromPullMs, total }
}

export async function measureInBrowser(stack: BenchStack): Promise<BenchResult[]> {
  // Devices, each a browser with its own profile on disk (disk-profile.ts).
  const devices: DiskProfile[] = []
  try {
    // FIRST_SYNCS new devices one after another, the last kept for the rest: the first of them
    // also meets a backend process that has served no device yet (its code not yet optimised).
    const syncs: FirstSync[] = []
    let first: DiskProfile | undefined
    for (let i = 0; i < FIRST_SYNCS; i++) {
      if (first) {
        await waitForSyncIdle(first.page, 120_000)
        await first.close()
        devices.pop()
      }
      first = await launchWithDiskProfile('sync-bench', stack.baseURL)
      devices.push(first)
      syncs.push(await timeFirstSync(first))
    }
    const { page } = first!
    const firstSyncMs = percentile(
      syncs.map((s) => s.ms),
      50,
    )
    const median = syncs.find((s) => s.ms === firstSyncMs)!
    const total = median.total
    const rate = total / (median.fromPullMs / 1000)
    console.log(
      `  first syncs (ms from the sign-in click): ${syncs.map((s) => s.ms).join(' ')}; median ${firstSyncMs}`,
    )
    // What the replica takes on disk: Chromium's IndexedDB folder, and the origin's usage.
    await waitForSyncIdle(page, 120_000)
    const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0)
    const idbBytes = indexedDbBytes(first!)
    console.log(
      `  IndexedDB on disk ${(idbBytes / 1e6).toFixed(1)} MB, storage.estimate() ${(usage / 1e6).toFixed(1)} MB`,
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
    await waitForFirstSync(otherPage, 'jobs', 300_000)
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
    console.log(
      `  realtime latencies (ms): ${lat.map((x) => Math.round(x)).join(' ')} ` +
        `(load ${loadavg()[0]!.toFixed(2)})`,
    )
    const p95 = percentile(lat, 95)
    return [
      {
        name: `first sync complete in Chromium, from the sign-in click (median of ${FIRST_SYNCS} new devices; production build, worker)`,
        value: firstSyncMs,
        unit: 'ms',
        target: '<= 10000',
        ok: firstSyncMs <= 10_000,
      },
      {
        name: 'jobs in the replica after the first sync (region + pins + newest 500)',
        value: total,
        unit: 'jobs',
        target: '<= 15000',
        ok: total <= 15_000,
      },
      { name: 'IndexedDB on disk after the first sync', value: round(idbBytes / 1e6), unit: 'MB' },
      {
        name: 'navigator.storage.estimate() usage after the first sync',
        value: round(usage / 1e6),
        unit: 'MB',
      },
      {
        name: `initial sync rate in Chromium (${total} jobs, from the first jobs pull)`,
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
