// Server search beyond the replica (issue 28): Find Jobs' search-jobs edge function, called as the
// app calls it (POST /functions/v1/search-jobs with the user's JWT; it runs the search_jobs RPC
// through PostgREST), over a mix of what people type: one word, two words, a city, with and
// without the page's filters, a misspelt word, and later pages through the keyset cursor. Times are from the
// request to the parsed answer, one request at a time.
import { performance } from 'node:perf_hooks'
import { DEMO_ANON_KEY } from '../../supabase/local/config.ts'
import { DEMO_PASSWORD } from './sync-browser.ts'

type Search = Record<string, unknown>

/** Each entry is one search; `pages` > 1 follows the `next` cursor (Load more). */
export const MIX: Array<{ body: Search; pages?: number }> = [
  { body: { query: 'electrician' }, pages: 3 },
  { body: { query: 'plumber' }, pages: 2 },
  { body: { query: 'roofer' } },
  { body: { query: 'welder' }, pages: 2 },
  { body: { query: 'carpenter' } },
  { body: { query: 'drywall' } },
  { body: { query: 'insulation' } },
  { body: { query: 'solar' }, pages: 2 },
  { body: { query: 'hvac' } },
  { body: { query: 'concrete' } },
  { body: { query: 'heat pump' } },
  { body: { query: 'roof toronto' } },
  { body: { query: 'solar installer' } },
  { body: { query: 'pipe welder' } },
  { body: { query: 'finish carpenter' }, pages: 2 },
  { body: { query: 'panel upgrade' } },
  { body: { query: 'ev charger' } },
  // Misspelt: no job matches.
  { body: { query: 'electrican' } },
  { body: { query: 'Calgary' }, pages: 3 },
  { body: { query: 'Montréal' } },
  { body: { query: 'whitehorse' } },
  { body: { query: 'halifax' } },
  { body: { query: 'saskatoon' } },
  { body: { city: 'Calgary' } },
  { body: { city: 'Québec' }, pages: 2 },
  { body: { city: 'Iqaluit' } },
  { body: { query: 'plumber', province: 'Quebec' }, pages: 2 },
  { body: { query: 'electrician', province: 'Ontario', experienceLevel: 'expert' } },
  { body: { query: 'welder', trade: 'welding', province: 'Alberta' } },
  { body: { query: 'roof', urgency: 'asap' } },
  { body: { query: 'carpenter', workType: 'contract', budgetMin: 20_000 } },
  { body: { query: 'heat pump', province: 'British Columbia' } },
  { body: { query: 'painter', city: 'Vancouver' } },
  { body: { query: 'tile', featuredOnly: true } },
  { body: { query: 'backflow', budgetMax: 5000 } },
  { body: { trade: 'electrical', province: 'Ontario' }, pages: 3 },
  { body: { trade: 'plumbing', province: 'Yukon' } },
  { body: { trade: 'landscaping' } },
  { body: { province: 'Nova Scotia' } },
  { body: { province: 'Quebec', workType: 'full_time' }, pages: 2 },
  { body: { experienceLevel: 'entry', urgency: 'urgent' } },
  { body: { featuredOnly: true }, pages: 2 },
  { body: { budgetMin: 50_000 } },
  { body: {}, pages: 3 },
]

export interface SearchTimes {
  /** ms per request, in the order sent. */
  times: number[]
  /** Requests that answered an empty first page (a mix that finds nothing measures little). */
  empty: number
}

/** An access token of a demo account (password grant), for the benches' direct API calls. */
export async function demoToken(supabaseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  const { access_token: token } = (await res.json()) as { access_token?: string }
  if (!token) throw new Error(`could not sign in as ${email}`)
  return token
}

/** `count`: only the first searches of the mix (a probe). */
export async function timeServerSearch(
  supabaseUrl: string,
  email: string,
  count = MIX.length,
): Promise<SearchTimes> {
  const token = await demoToken(supabaseUrl, email)
  const send = async (body: Search) => {
    const started = performance.now()
    const res = await fetch(`${supabaseUrl}/functions/v1/search-jobs`, {
      method: 'POST',
      headers: {
        apikey: DEMO_ANON_KEY,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      // The edge function's own wall clock is 150 s; a search that long is a failure here.
      signal: AbortSignal.timeout(200_000),
    })
    const page = (await res.json()) as { jobs?: unknown[]; next?: unknown; error?: string }
    const ms = performance.now() - started
    if (ms > 1000) console.log(`  slow search (${Math.round(ms)} ms): ${JSON.stringify(body)}`)
    if (!res.ok || !page.jobs) throw new Error(`search-jobs ${res.status}: ${page.error ?? ''}`)
    return { ms, jobs: page.jobs.length, next: page.next ?? null }
  }
  // One request first: the function's worker and the connection start cold.
  await send({})
  const times: number[] = []
  let empty = 0
  for (const { body, pages = 1 } of MIX.slice(0, count)) {
    let after: unknown = undefined
    for (let p = 0; p < pages; p++) {
      const answer = await send(after ? { ...body, after } : body)
      times.push(answer.ms)
      if (p === 0 && answer.jobs === 0) empty++
      if (!answer.next) break
      after = answer.next
    }
  }
  return { times, empty }
}
