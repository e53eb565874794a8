// The demo data reads as real data would (issue 41): each company posts jobs only in the trades
// it hires for, its website is a URL a browser can open, and its description is grammatical; the
// demo conversations name the application's real job, city and start date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, startProductServer, type TestServer } from './helpers.ts'
import { i18n } from '../../src/i18n/index.ts'
import { frCA } from '../../src/i18n/fr-CA/index.ts'
import {
  notificationText,
  type Translate,
} from '../../src/features/notifications/notification-text.ts'

let server: TestServer

beforeAll(async () => {
  server = await startProductServer({ seedFile: 'supabase/seed.sql' })
})
afterAll(async () => {
  await server?.close()
})

interface CompanyRow {
  company_name: string
  trades_hired: string
  website_url: string | null
  description: string | null
}

const companies = () =>
  sql<CompanyRow>(
    server,
    'select company_name, trades_hired, website_url, description from company_profiles',
  )

describe('seeded companies', () => {
  it('post jobs only in their own trades', async () => {
    const rows = await sql<{ company_name: string; trade_specialty: string; title: string }>(
      server,
      `select c.company_name, j.trade_specialty, j.title
       from jobs j join company_profiles c on c.organization_id = j.organization_id
       where not (c.trades_hired::jsonb ? j.trade_specialty)`,
    )
    expect(rows).toEqual([])
    // The check above must see jobs at all: every seeded job belongs to a company profile.
    const [counted] = await sql<{ n: number }>(
      server,
      `select count(*)::int n from jobs j join company_profiles c on c.organization_id = j.organization_id`,
    )
    expect(counted?.n).toBeGreaterThanOrEqual(300)
  })

  it('have websites that parse, with a dotted host', async () => {
    const rows = await companies()
    expect(rows).toHaveLength(20)
    for (const row of rows) {
      expect(row.website_url, row.company_name).not.toBeNull()
      const url = new URL(row.website_url ?? '')
      expect(url.protocol, row.website_url ?? '').toBe('https:')
      // A host like "prairie-sky-electricexample.com" parses too: every label must be a name.
      const labels = url.hostname.split('.')
      expect(labels.length, url.hostname).toBeGreaterThanOrEqual(2)
      for (const label of labels)
        expect(label, url.hostname).toMatch(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/)
      expect(url.hostname, row.company_name).toMatch(/\.example\.com$/)
    }
  })

  it('say "an" before a word that starts with a vowel', async () => {
    const rows = await companies()
    for (const row of rows) {
      expect(row.description ?? '', row.company_name).not.toMatch(/\ba [AEIOUaeiou]/)
    }
    const alberta = rows.find((r) => r.company_name === 'Prairie Sky Electric')
    expect(alberta?.description).toContain('is an Alberta contractor')
  })
})

describe('seeded conversations', () => {
  it("talk about the application's own job, city and start date, in order", async () => {
    const rows = await sql<{ body: string; title: string; city: string; start: string }>(
      server,
      `select x.body, j.title, j.location_city city, to_char(a.availability_start, 'FMMonth FMDD') start
       from messages x join conversations c on c.id = x.conversation_id
       join job_applications a on a.id = c.application_id join jobs j on j.id = a.job_id
       where c.id = 'c4a70000-0000-4000-8000-000000000001' order by x.sent_at`,
    )
    expect(rows).toHaveLength(8)
    const { title, city, start } = rows[0]!
    expect(rows[0]!.body).toContain(`applying to ${title}.`)
    expect(rows.some((r) => r.body.includes(`220 Industrial Road, ${city}.`))).toBe(true)
    expect(rows.filter((r) => r.body.includes(`start on ${start}`))).toHaveLength(2)
    const all = await sql<{ body: string }>(server, 'select body from messages')
    expect(all.length).toBeGreaterThanOrEqual(18)
    expect(all.filter((r) => /[{}]| {2}/.test(r.body) || r.body !== r.body.trim())).toEqual([])
  })
})

describe('seeded notifications', () => {
  it('are written from the catalogue for a French reader, none in the server’s English', async () => {
    for (const [ns, texts] of Object.entries(frCA)) i18n.addResourceBundle('fr-CA', ns, texts)
    const french = i18n.getFixedT('fr-CA') as unknown as Translate
    const rows = await sql<{ type: string; title: string; message: string; data: unknown }>(
      server,
      'select type, title, message, data from notifications',
    )
    expect(new Set(rows.map((r) => r.type))).toEqual(
      new Set(['system', 'achievement', 'application_received', 'application_status']),
    )
    const english = rows.filter((row) => {
      const shown = notificationText(row.type, row.data, row, french)
      return shown.title === row.title || shown.message === row.message
    })
    expect(english.map((r) => `${r.type}: ${r.title}`)).toEqual([])
  })
})
