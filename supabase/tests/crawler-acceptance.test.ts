// Issue 11 acceptance through the function, as the admin screen drives it: a client scoring
// >= 200 is blocked and blacklisted for 24 h; an admin whitelisting it lets it through; the
// screen's removal (DELETE by id with a returned row) works for admins and removes nothing for
// others; stats report the block in its cards and patterns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call as callOn, fingerprint, freshIp } from './function-client.ts'
import { makeUser, sql, startProductServer, type TestServer, type User } from './helpers.ts'

let server: TestServer
let admin: User
let craftsman: User

beforeAll(async () => {
  // As in crawler.test.ts: no loopback allowance; each test speaks for its own address.
  process.env.CRAWLER_ALLOW_IPS = ''
  process.env.CRAWLER_CLIENT_IP_HEADER = 'x-test-client-ip'
  server = await startProductServer({ functionsDir: 'supabase/functions' })
  admin = await makeUser(server, ['admin'], 'Test User', { aal: 'aal2' })
  craftsman = await makeUser(server, ['craftsman'])
})
afterAll(async () => {
  await server?.close()
  delete process.env.CRAWLER_ALLOW_IPS
  delete process.env.CRAWLER_CLIENT_IP_HEADER
})

type Opts = Parameters<typeof callOn>[3]
const call = (path: string, body: unknown, opts?: Opts) => callOn(server, path, body, opts)
const SCRAPER = 'Scrapy/2.11 (+https://scrapy.org)'

describe('block, blacklist, whitelist', () => {
  it('a score of 200+ is blocked and blacklisted 24 h; whitelisting by an admin lets it through', async () => {
    const ip = freshIp()
    const first = await call(
      'crawler-protection/fingerprint',
      fingerprint({ userAgent: SCRAPER, webdriver: true }),
      { ip, ua: SCRAPER },
    )
    expect(first.body).toMatchObject({ blocked: true, action: 'block' })
    expect(first.body.score as number).toBeGreaterThanOrEqual(200)
    const [entry] = await sql<{ hours: number }>(
      server,
      `select round(extract(epoch from expires_at - created_at) / 3600)::int as hours
       from ip_access_control where ip_address = $1 and access_type = 'blacklist'`,
      [ip],
    )
    expect(entry).toEqual({ hours: 24 })
    expect((await call('crawler-protection/check', { path: '/jobs' }, { ip })).body).toMatchObject({
      blocked: true,
    })

    const stats = await call('crawler-protection/stats', {}, { token: admin.token })
    const body = stats.body as {
      blockedRequests: number
      blacklistedIPs: number
      patterns: { ips: Array<{ value: string }>; signals: Array<{ value: string }> }
    }
    expect(body.blockedRequests).toBeGreaterThanOrEqual(2)
    expect(body.blacklistedIPs).toBeGreaterThanOrEqual(1)
    expect(body.patterns.ips.map((p) => p.value)).toContain(ip)
    expect(body.patterns.signals.map((p) => p.value)).toContain('automation_user_agent')

    const white = await call('crawler-protection/whitelist', { ip }, { token: admin.token })
    expect(white.status).toBe(201)
    const after = await call('crawler-protection/check', { path: '/jobs' }, { ip, ua: SCRAPER })
    expect(after.body).toMatchObject({ blocked: false, action: 'allow', whitelisted: true })
  })
})

describe('removing an entry (spec: delete ip_access_control by id)', () => {
  it('an admin removes it and gets the row back; a non-admin removes nothing', async () => {
    const ip = freshIp()
    const added = await call('crawler-protection/blacklist', { ip }, { token: admin.token })
    const id = (added.body.entry as { id: string }).id
    const refused = await craftsman.db.from('ip_access_control').delete().eq('id', id).select('id')
    expect(refused.data ?? []).toEqual([])
    expect(await sql(server, 'select id from ip_access_control where id = $1', [id])).toHaveLength(
      1,
    )
    const removed = await admin.db.from('ip_access_control').delete().eq('id', id).select('id')
    expect(removed.error).toBeNull()
    expect(removed.data).toEqual([{ id }])
    expect(await sql(server, 'select id from ip_access_control where id = $1', [id])).toEqual([])
  })
})
