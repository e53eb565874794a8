// A device keeps the jobs of its scope (SPEC SYNC-SCOPE-1..3): region from the profile, the newest
// anywhere, its pins; a scope change drops the rows that left it and pulls the ones that entered;
// saving a job elsewhere brings it in; realtime changes outside the scope are passed over.
import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  jobScopePreferences,
  savedJobId,
  savedJobs,
  sharedRowId,
  sharedTables,
  toSharedDoc,
} from '../../../src/db/index.ts'
import {
  jobRow,
  makeUser,
  sql,
  startProductServer,
  type TestServer,
  type User,
} from '../../../supabase/tests/helpers.ts'
import { openDevice, until, type Device } from './replica.ts'
import { changeRows } from '../../factories/outbox.ts'

let server: TestServer
let company: User
const devices: Device[] = []
const NEWEST = 2

beforeAll(async () => {
  server = await startProductServer()
  company = await makeUser(server, ['company'], 'Priya Sharma')
})
afterEach(async () => {
  while (devices.length) await devices.pop()!.close()
})
afterAll(async () => {
  await server?.close()
})

/** Jobs posted `daysAgo` days back, oldest first, keyed by name. */
async function post(specs: Array<[string, string, string, number]>) {
  const ids: Record<string, string> = {}
  const rows = specs.map(([key, province, trade, daysAgo]) => {
    const row = jobRow(company.id, {
      location_province: province,
      trade_specialty: trade,
      status: 'open',
      created_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    })
    ids[key] = String(row['id'])
    return row
  })
  const { error } = await company.db.from('jobs').insert(rows)
  expect(error).toBeNull()
  return ids
}

async function craftsman(provinces: string[], trades: string[]): Promise<User> {
  const user = await makeUser(server, [], 'Marc Tremblay')
  await sql(
    server,
    `insert into public.craftsman_profiles (user_id, trades, experience_level, years_experience,
       hourly_rate, service_provinces, city) values ($1, $2, 'experienced', 10, 45, $3, 'Ottawa')`,
    [user.id, JSON.stringify(trades), JSON.stringify(provinces)],
  )
  return user
}

async function device(user: User, fetch?: typeof globalThis.fetch): Promise<Device> {
  const d = await openDevice(server, user, {
    fetch,
    collections: [
      'jobs',
      'craftsman_profiles',
      'company_profiles',
      'user_roles',
      'job_applications',
    ],
    tables: sharedTables,
    jobsNewest: NEWEST,
    pullBatchSize: 5,
  })
  devices.push(d)
  return d
}

async function localJobIds(d: Device): Promise<string[]> {
  return (await d.db.jobs!.find().exec()).map((j) => j.id).sort()
}

const settle = async (d: Device, want: string[]) =>
  until(async () => {
    const have = await localJobIds(d)
    return JSON.stringify(have) === JSON.stringify([...want].sort()) ? have : undefined
  }, 15_000)

describe('[SYNC-SCOPE-1] the jobs a device keeps', () => {
  it('its region, the newest anywhere, and what it saves; a scope change trims and pulls', async () => {
    const ids = await post([
      ['yk', 'Yukon', 'plumbing', 30],
      ['qcPlumbing', 'Quebec', 'plumbing', 20],
      ['on1', 'Ontario', 'electrical', 12],
      ['on2', 'Ontario', 'electrical', 11],
      ['onWelding', 'Ontario', 'welding', 10],
      ['nuOld', 'Nunavut', 'roofing', 9],
      ['bc', 'British Columbia', 'hvac', 2],
      ['ab', 'Alberta', 'masonry', 1],
    ])
    // The newest 2 of the whole board are bc and ab (plus jobs other tests posted later).
    const user = await craftsman(['Ontario'], ['electrical'])
    const d = await device(user)
    await settle(d, [ids['on1']!, ids['on2']!, ids['bc']!, ids['ab']!])
    // Sync Diagnostics words the scope (SYNC-PROG-4).
    const jobs = d.engine.status().collections.find((c) => c.name === 'jobs')
    expect(jobs?.tables[0]?.scope).toBe('Ontario · electrical + newest 2 + own, applied and saved')

    // Saving the Yukon job (found through the server search) brings it in.
    const rows = d.db.rows!
    await rows.insert(
      toSharedDoc(savedJobs, {
        id: savedJobId(user.id, ids['yk']!),
        user_id: user.id,
        job_id: ids['yk']!,
        created_at: new Date().toISOString(),
      }),
    )
    await settle(d, [ids['on1']!, ids['on2']!, ids['bc']!, ids['ab']!, ids['yk']!])
    await until(async () => {
      const [row] = await sql(server, `select 1 from public.saved_jobs where id = $1`, [
        savedJobId(user.id, ids['yk']!),
      ])
      return row
    })

    // Settings: Quebec, every trade. Ontario's jobs leave; Quebec's arrive; the saved job stays.
    await rows.insert(
      toSharedDoc(jobScopePreferences, {
        user_id: user.id,
        provinces: JSON.stringify(['Quebec']),
        trades: '[]',
        created_at: new Date().toISOString(),
      }),
    )
    await settle(d, [ids['qcPlumbing']!, ids['bc']!, ids['ab']!, ids['yk']!])
    // The choice reached the server (other devices follow it), its list as JSON text
    // ([SYNC-PUSH-3]), and nothing was pushed as a job.
    await until(async () => {
      const [row] = await sql<{ provinces: string }>(
        server,
        `select provinces from public.job_scope_preferences where user_id = $1`,
        [user.id],
      )
      return row?.provinces === '["Quebec"]' ? row : undefined
    })
    expect(await d.db.sync_outbox.find({ selector: { state: 'failed' } }).exec()).toEqual([])
    const [row] = await sql<{ count: number }>(
      server,
      `select count(*)::int as count from public.jobs where owner_id = $1 and not _deleted`,
      [company.id],
    )
    // Trimmed rows left this device only: the server still has all 8, none deleted.
    expect(row?.count).toBe(8)
    expect(await rows.findOne(sharedRowId(jobScopePreferences.name, user.id)).exec()).not.toBeNull()
  })

  it('a first sync pulls the jobs once, under the scope of the profile it has not pulled yet', async () => {
    const ids = await post([
      ['nbOld', 'New Brunswick', 'roofing', 50],
      ['nb', 'New Brunswick', 'roofing', 45],
    ])
    const user = await craftsman(['New Brunswick'], ['roofing'])
    // The provinces each pull_jobs request asked for, in order.
    const asked: string[] = []
    const recording: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.includes('/rpc/pull_jobs') && typeof init?.body === 'string') {
        asked.push(JSON.stringify((JSON.parse(init.body) as { p_provinces: unknown }).p_provinces))
      }
      return fetch(input, init)
    }
    const d = await device(user, recording)
    await until(async () => {
      const have = await localJobIds(d)
      return have.includes(ids['nb']!) && have.includes(ids['nbOld']!) ? true : undefined
    }, 15_000)
    expect(asked.length).toBeGreaterThan(0)
    expect(new Set(asked)).toEqual(new Set(['["New Brunswick"]']))
  })

  it('[SYNC-SCOPE-3] realtime: a change outside the scope is passed over, one inside arrives', async () => {
    const ids = await post([['mbOld', 'Manitoba', 'drywall', 40]])
    const user = await craftsman(['Saskatchewan'], ['solar'])
    const d = await device(user)
    await until(async () => ((await localJobIds(d)).length >= NEWEST ? true : undefined))
    const before = await localJobIds(d)
    expect(before).not.toContain(ids['mbOld'])

    // An old job elsewhere changes: not kept. A new job in the region: kept at once.
    await company.db.from('jobs').update({ urgency: 'asap' }).eq('id', ids['mbOld']!)
    const sk = jobRow(company.id, {
      id: randomUUID(),
      location_province: 'Saskatchewan',
      trade_specialty: 'solar',
      status: 'open',
      created_at: new Date(Date.now() - 50 * 86_400_000).toISOString(),
    })
    expect((await company.db.from('jobs').insert(sk)).error).toBeNull()
    await until(async () => ((await localJobIds(d)).includes(String(sk['id'])) ? true : undefined))
    expect(await localJobIds(d)).not.toContain(ids['mbOld'])

    // Opened from the server's search: stored on the device, as pulled (nothing to push).
    await d.engine.keepJob(ids['mbOld']!)
    await until(async () => ((await localJobIds(d)).includes(ids['mbOld']!) ? true : undefined))
    expect(await changeRows(d.db)).toEqual([])
  })
})
