// search_jobs: the server search Find Jobs uses beyond the device's region. Words match as
// prefixes in title, city and description without regard to case or accents, the page's filters
// apply, closed and deleted jobs never show, and keyset pages cover every match once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobRow, makeUser, sql, startProductServer, type TestServer, type User } from './helpers.ts'

let server: TestServer
let company: User
let craftsman: User

const DESCRIPTION =
  'Rough-in and finish for a two-storey custom home, working from stamped drawings with the crew.'

beforeAll(async () => {
  server = await startProductServer()
  company = await makeUser(server, ['company'], 'Priya Sharma')
  craftsman = await makeUser(server, ['craftsman'], 'Marc Tremblay')
  const base = Date.parse('2026-11-01T12:00:00Z')
  const rows = [
    {
      title: 'Plumber – Whitehorse Cabin Retrofit',
      location_city: 'Whitehorse',
      location_province: 'Yukon',
      trade_specialty: 'plumbing',
    },
    { title: 'Électricien résidentiel', location_city: 'Montréal', location_province: 'Quebec' },
    {
      title: 'Residential Electrician',
      location_city: 'Quebec City',
      location_province: 'Quebec',
      pay_unit: 'hourly',
      budget_min: 38,
      budget_max: 46,
    },
    { title: 'Service Electrician', location_city: 'Ottawa', status: 'closed' },
    ...Array.from({ length: 7 }, (_, i) => ({
      title: `Apprentice Electrician ${i + 1}`,
      location_city: 'Toronto',
    })),
  ].map((o, i) =>
    jobRow(company.id, {
      description: DESCRIPTION,
      status: 'open',
      created_at: new Date(base + i * 60_000).toISOString(),
      ...o,
    }),
  )
  const { error } = await company.db.from('jobs').insert(rows)
  expect(error).toBeNull()
})
afterAll(async () => {
  await server?.close()
})

async function search(args: Record<string, unknown>): Promise<Array<Record<string, string>>> {
  const { data, error } = await craftsman.db.rpc('search_jobs', args)
  expect(error).toBeNull()
  return data as Array<Record<string, string>>
}

const titles = (rows: Array<Record<string, string>>) => rows.map((r) => String(r.title))

describe('search_jobs', () => {
  it('matches every word as a prefix in title, city or description', async () => {
    expect(titles(await search({ p_query: 'plumb whitehorse' }))).toEqual([
      'Plumber – Whitehorse Cabin Retrofit',
    ])
    expect(await search({ p_query: 'storey stamped' })).toHaveLength(10)
    expect(await search({ p_query: 'plumber montreal' })).toEqual([])
  })

  it('ignores case and accents both ways', async () => {
    expect(titles(await search({ p_query: 'MONTREAL' }))).toEqual(['Électricien résidentiel'])
    expect(titles(await search({ p_query: 'électricien' }))).toEqual(['Électricien résidentiel'])
    expect(titles(await search({ p_query: 'électr', p_city: 'québec' }))).toEqual([
      'Residential Electrician',
    ])
  })

  it('applies the filters and leaves out closed jobs', async () => {
    expect(titles(await search({ p_province: 'Yukon', p_trade: 'plumbing' }))).toEqual([
      'Plumber – Whitehorse Cabin Retrofit',
    ])
    expect(await search({ p_query: 'service' })).toEqual([])
    expect(await search({ p_query: 'electrician', p_province: 'Ontario' })).toHaveLength(7)
  })

  it('filters by pay unit with words, with a city and with filters alone (issue 41)', async () => {
    expect(titles(await search({ p_pay_unit: 'hourly' }))).toEqual(['Residential Electrician'])
    expect(titles(await search({ p_query: 'electrician', p_pay_unit: 'hourly' }))).toEqual([
      'Residential Electrician',
    ])
    expect(titles(await search({ p_city: 'quebec', p_pay_unit: 'hourly' }))).toEqual([
      'Residential Electrician',
    ])
    expect(await search({ p_city: 'quebec', p_pay_unit: 'yearly' })).toEqual([])
    expect(await search({ p_query: 'electrician', p_pay_unit: 'fixed' })).toHaveLength(7)
  })

  it('pages newest first with the last row as the cursor, each match once', async () => {
    const seen: string[] = []
    let before: Record<string, string> | undefined
    for (let page = 0; page < 5; page += 1) {
      const rows = await search({
        p_query: 'electrician',
        p_limit: 3,
        p_before_created_at: before?.created_at ?? null,
        p_before_id: before?.id ?? null,
      })
      seen.push(...titles(rows))
      if (rows.length < 3) break
      before = rows.at(-1)
    }
    expect(seen).toEqual([
      ...Array.from({ length: 7 }, (_, i) => `Apprentice Electrician ${7 - i}`),
      'Residential Electrician',
    ])
  })

  it('filters by part of a city name over every city that has it, newest first, in pages', async () => {
    const seen: string[] = []
    let before: Record<string, string> | undefined
    for (let page = 0; page < 5; page += 1) {
      const rows = await search({
        p_city: ' O ',
        p_limit: 4,
        p_before_created_at: before?.created_at ?? null,
        p_before_id: before?.id ?? null,
      })
      seen.push(...titles(rows))
      if (rows.length < 4) break
      before = rows.at(-1)
    }
    // Toronto, Montréal and Whitehorse have an "o"; Ottawa's only job is closed.
    expect(seen).toEqual([
      ...Array.from({ length: 7 }, (_, i) => `Apprentice Electrician ${7 - i}`),
      'Électricien résidentiel',
      'Plumber – Whitehorse Cabin Retrofit',
    ])
    expect(await search({ p_city: 'ottawa' })).toEqual([])
    expect(titles(await search({ p_city: 'MONTRÉ', p_province: 'Quebec' }))).toEqual([
      'Électricien résidentiel',
    ])
    expect(await search({ p_city: 'montreal', p_province: 'Ontario' })).toEqual([])
  })

  it('treats query operators as plain text and refuses bad paging', async () => {
    expect(await search({ p_query: "elec & !plumb | 'x':* (" })).toHaveLength(0)
    expect(await search({ p_query: ' &|!() ' })).toHaveLength(10)
    const bad = await craftsman.db.rpc('search_jobs', { p_limit: 500 })
    expect(bad.error?.code).toBe('22023')
    const half = await craftsman.db.rpc('search_jobs', { p_before_id: company.id })
    expect(half.error?.code).toBe('22023')
  })

  it('is for signed-in users only', async () => {
    const [row] = await sql<{ allowed: boolean; cities: boolean }>(
      server,
      `select has_function_privilege('anon', 'public.search_jobs(text,text,text,text,text,text,text,numeric,numeric,boolean,timestamptz,uuid,integer,text)', 'execute') as allowed,
         has_function_privilege('anon', 'public.search_jobs_in_cities(text,text,text,text,text,text,numeric,numeric,boolean,timestamptz,uuid,integer,text)', 'execute') as cities`,
    )
    expect(row).toEqual({ allowed: false, cities: false })
  })
})
