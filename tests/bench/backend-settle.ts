// A backend that has just taken 100,000 jobs is still catching up: its planner knows the table by
// its last auto-analyze (supabase/local/auto-analyze.ts, as autovacuum's analyze on hosted
// Supabase), which runs up to 30 s after the load and holds the database while it samples the
// jobs (a first sync then waited 24 s for its first page, a search 32 s). The browser benchmarks
// time the device, so they start after that analyze, once a jobs pull answers at its usual pace,
// as it does for a user of a live board.
import { AUTO_ANALYZE_EVERY_MS } from '../../supabase/local/auto-analyze.ts'
import { DEMO_ANON_KEY } from '../../supabase/local/config.ts'
import { demoToken } from './search-jobs.ts'

const SETTLED_MS = 1_000

/** Times one page of a scoped jobs pull, as a device's first sync asks for it. */
async function timePull(url: string, token: string): Promise<number> {
  const started = performance.now()
  const res = await fetch(`${url}/rest/v1/rpc/pull_jobs`, {
    method: 'POST',
    headers: {
      apikey: DEMO_ANON_KEY,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      p_after_modified: null,
      p_after_id: null,
      p_limit: 1000,
      p_provinces: ['Ontario'],
      p_trades: ['electrical'],
      p_newest: 500,
    }),
  })
  await res.arrayBuffer()
  if (!res.ok) throw new Error(`the settle probe's pull failed: HTTP ${res.status}`)
  return performance.now() - started
}

/** Waits for the analyze after the load (one period and a margin), then until two pulls in a row
 * answer within SETTLED_MS (at most `timeoutMs`). */
export async function waitForSettledBackend(
  url: string,
  email: string,
  timeoutMs = 300_000,
): Promise<void> {
  const started = Date.now()
  const token = await demoToken(url, email)
  const times: number[] = []
  while (Date.now() - started < timeoutMs) {
    times.push(await timePull(url, token))
    const last = times.slice(-2)
    const analyzed = Date.now() - started > AUTO_ANALYZE_EVERY_MS + 5_000
    if (analyzed && last.length === 2 && last.every((ms) => ms <= SETTLED_MS)) {
      console.log(
        `  backend settled after ${Date.now() - started} ms; probe pulls (ms): ` +
          times.map((ms) => Math.round(ms)).join(' '),
      )
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  throw new Error(`the backend did not settle within ${timeoutMs} ms (pulls: ${times.join(' ')})`)
}
