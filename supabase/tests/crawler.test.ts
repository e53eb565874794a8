// crawler-protection through the local function host: detection bands and the 24 h blacklist,
// whitelists and CRAWLER_ALLOW_IPS, admin-only routes (403), and bad input answered with a
// clear 4xx that writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BROWSER,
  call as callOn,
  count as countOn,
  fingerprint,
  freshIp,
} from './function-client.ts'
import {
  insertAsOwner,
  makeUser,
  sql,
  startProductServer,
  type TestServer,
  type User,
} from './helpers.ts'

let server: TestServer
let craftsman: User
let admin: User

beforeAll(async () => {
  // The function worker copies the environment when it starts. Score real traffic: no loopback
  // allowance, and let each test speak for its own address through a trusted header.
  process.env.CRAWLER_ALLOW_IPS = ''
  process.env.CRAWLER_CLIENT_IP_HEADER = 'x-test-client-ip'
  server = await startProductServer({ functionsDir: 'supabase/functions' })
  craftsman = await makeUser(server, ['craftsman'])
  admin = await makeUser(server, ['admin'], 'Test User', { aal: 'aal2' })
})
afterAll(async () => {
  await server?.close()
  delete process.env.CRAWLER_ALLOW_IPS
  delete process.env.CRAWLER_CLIENT_IP_HEADER
})

type CallOptions = Parameters<typeof callOn>[3]
const call = (path: string, body: unknown, opts?: CallOptions) => callOn(server, path, body, opts)
const count = (table: string): Promise<number> => countOn(server, table)

describe('crawler-protection detection', () => {
  it('lets a person through and stores the check', async () => {
    const ip = freshIp()
    const res = await call('crawler-protection/check', { path: '/jobs' }, { ip })
    expect(res).toEqual({
      status: 200,
      body: expect.objectContaining({ blocked: false, action: 'allow', score: 0, reason: null }),
    })
    expect(
      await sql(
        server,
        'select request_path, is_blocked from crawler_activity where ip_address = $1',
        [ip],
      ),
    ).toEqual([{ request_path: '/jobs', is_blocked: false }])
  })

  it('challenges a headless browser and remembers its fingerprint for later checks', async () => {
    const ip = freshIp()
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36'
    const fp = await call(
      'crawler-protection/fingerprint',
      fingerprint({ userAgent: ua, webdriver: true }),
      { ip, ua },
    )
    expect(fp.body).toMatchObject({
      action: 'challenge',
      challenge: true,
      blocked: false,
      suspicious: true,
    })
    expect(
      await sql(
        server,
        'select is_suspicious, bot_score from browser_fingerprints where ip_address = $1',
        [ip],
      ),
    ).toEqual([{ is_suspicious: true, bot_score: 180 }])
    const check = await call('crawler-protection/check', {}, { ip, ua: BROWSER })
    expect(check.body).toMatchObject({
      action: 'challenge',
      reason: 'Please confirm you are a person to continue.',
    })
  })

  it('blocks a score of 200 or more and blacklists the address for 24 hours', async () => {
    const ip = freshIp()
    const ua = 'Scrapy/2.11 (+https://scrapy.org)'
    const res = await call(
      'crawler-protection/fingerprint',
      fingerprint({ userAgent: ua, webdriver: true }),
      { ip, ua },
    )
    expect(res.body).toMatchObject({ blocked: true, action: 'block' })
    const [entry] = await sql<{ access_type: string; hours: number }>(
      server,
      `select access_type, round(extract(epoch from expires_at - created_at) / 3600)::int as hours
       from ip_access_control where ip_address = $1`,
      [ip],
    )
    expect(entry).toEqual({ access_type: 'blacklist', hours: 24 })
    const again = await call('crawler-protection/check', {}, { ip, ua: BROWSER })
    expect(again.body).toMatchObject({ blocked: true, reason: expect.stringContaining('24 hours') })
  })

  it('always lets whitelisted addresses through', async () => {
    const ip = freshIp()
    await insertAsOwner(server, 'ip_access_control', {
      ip_address: ip,
      access_type: 'whitelist',
      reason: 'Office',
    })
    const res = await call('crawler-protection/check', {}, { ip, ua: 'curl/8.5' })
    expect(res.body).toMatchObject({ blocked: false, action: 'allow', whitelisted: true })
  })

  it('records behaviour reports', async () => {
    const ip = freshIp()
    const res = await call(
      'crawler-protection/report',
      {
        activityType: 'rapid_clicking',
        severity: 'medium',
        details: { userAgent: BROWSER, path: '/jobs', timestamp: new Date().toISOString() },
      },
      { ip },
    )
    expect(res).toEqual({
      status: 200,
      body: expect.objectContaining({ recorded: true, action: 'allow', score: 20 }),
    })
    expect(
      await sql(
        server,
        'select activity_type, severity from crawler_activity where ip_address = $1',
        [ip],
      ),
    ).toEqual([{ activity_type: 'report', severity: 'medium' }])
  })

  it('answers bad input with a 4xx and writes nothing', async () => {
    const before = await count('crawler_activity')
    expect(
      (
        await call('crawler-protection/report', {
          activityType: 'Rapid Clicking!',
          severity: 'low',
        })
      ).status,
    ).toBe(400)
    expect(
      (await call('crawler-protection/report', { activityType: 'copy', severity: 'extreme' })).body,
    ).toEqual({ error: 'severity must be low, medium or high', code: 'invalid_input' })
    expect(
      (await call('crawler-protection/fingerprint', { fingerprint: { screenResolution: '1x1' } }))
        .status,
    ).toBe(400)
    expect((await call('crawler-protection/check', null, { raw: '{not json' })).body).toMatchObject(
      { code: 'invalid_json' },
    )
    expect((await call('crawler-protection/teleport', {})).status).toBe(404)
    expect(await count('crawler_activity')).toBe(before)
  })
})

describe('crawler-protection administration', () => {
  it('refuses stats, whitelist and blacklist to everyone but admins (403), writing nothing', async () => {
    const before = await count('ip_access_control')
    for (const token of [undefined, craftsman.token]) {
      expect((await call('crawler-protection/stats', {}, { token })).status).toBe(403)
      expect(
        (await call('crawler-protection/whitelist', { ip: '192.0.2.50' }, { token })).status,
      ).toBe(403)
      expect(
        (
          await call(
            'crawler-protection/blacklist',
            { ip: '192.0.2.51', durationHours: 24 },
            { token },
          )
        ).body,
      ).toEqual({ error: 'Administrator role required', code: 'forbidden' })
    }
    expect(await count('ip_access_control')).toBe(before)
  })

  it('refuses an admin whose session is not two-step verified (aal1), in the function and the tables', async () => {
    const unverified = await makeUser(server, ['admin'], 'Test User', { aal: 'aal1' })
    const before = await count('ip_access_control')
    const stats = await call('crawler-protection/stats', {}, { token: unverified.token })
    expect(stats).toEqual({
      status: 403,
      body: { error: 'Two-step verification required (aal2 session)', code: 'insufficient_aal' },
    })
    const white = await call(
      'crawler-protection/whitelist',
      { ip: '192.0.2.52' },
      { token: unverified.token },
    )
    expect(white.status).toBe(403)
    expect(await count('ip_access_control')).toBe(before)
    // The admin screen's direct reads and deletes find nothing either.
    const read = await unverified.db.from('ip_access_control').select('id')
    expect(read).toMatchObject({ error: null, data: [] })
    expect((await unverified.db.from('crawler_activity').select('id')).data).toEqual([])
    const written = await unverified.db
      .from('ip_access_control')
      .insert({ ip_address: '192.0.2.53', access_type: 'blacklist' })
    expect(written.error?.code).toBe('42501')
  })

  it('gives admins the stats and manages the lists with the spec defaults', async () => {
    const stats = await call('crawler-protection/stats', {}, { token: admin.token })
    expect(stats.status).toBe(200)
    expect(stats.body).toMatchObject({
      totalDetections: expect.any(Number),
      blockedRequests: expect.any(Number),
      blacklistedIPs: expect.any(Number),
      suspiciousFingerprints: expect.any(Number),
      recentActivity: expect.any(Array),
    })
    expect(stats.body.blockedRequests as number).toBeGreaterThan(0)
    const white = await call(
      'crawler-protection/whitelist',
      { ip: ' 192.0.2.60 ' },
      { token: admin.token },
    )
    expect(white).toEqual({
      status: 201,
      body: {
        entry: expect.objectContaining({
          ip_address: '192.0.2.60',
          access_type: 'whitelist',
          reason: 'Manual whitelist',
          expires_at: null,
        }),
      },
    })
    const black = await call(
      'crawler-protection/blacklist',
      { ip: '192.0.2.61', reason: '', durationHours: 24 },
      { token: admin.token },
    )
    expect(black.body.entry).toMatchObject({
      access_type: 'blacklist',
      reason: 'Manual blacklist',
      expires_at: expect.any(String),
    })
    expect(
      (await call('crawler-protection/whitelist', { ip: '   ' }, { token: admin.token })).body,
    ).toEqual({ error: 'ip is required', code: 'ip_required' })
    expect(
      (
        await call(
          'crawler-protection/blacklist',
          { ip: '192.0.2.62', durationHours: -1 },
          { token: admin.token },
        )
      ).status,
    ).toBe(400)
    const { data } = await admin.db
      .from('ip_access_control')
      .select('id')
      .eq('ip_address', '192.0.2.61')
    expect(
      (await admin.db.from('ip_access_control').delete().eq('id', data![0]!.id)).error,
    ).toBeNull()
  })
})

describe('CRAWLER_ALLOW_IPS default', () => {
  it('lets loopback through when unset (local development and test runners), and records why', async () => {
    delete process.env.CRAWLER_ALLOW_IPS
    delete process.env.CRAWLER_CLIENT_IP_HEADER
    const local = await startProductServer({ functionsDir: 'supabase/functions' })
    try {
      const res = await callOn(
        local,
        'crawler-protection/check',
        {},
        { ua: 'python-requests/2.32' },
      )
      expect(res.body).toMatchObject({ blocked: false, action: 'allow', whitelisted: true })
      const rows = await sql<{ ip_address: string; detection_reason: string }>(
        local,
        'select ip_address, detection_reason from crawler_activity',
      )
      expect(rows).toEqual([
        {
          ip_address: expect.stringMatching(/127\.0\.0\.1|::1/),
          detection_reason: 'allowed by CRAWLER_ALLOW_IPS; automation user agent',
        },
      ])
    } finally {
      await local.close()
    }
  })
})
