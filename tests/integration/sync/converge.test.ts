// Two devices, one server: concurrent edits converge (ARCHITECTURE habit 3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import {
  insertAsOwner,
  jobRow,
  makeUser,
  sql,
  startProductServer,
  type TestServer,
} from '../../../supabase/tests/helpers.ts'
import { openDevice, until, type Device } from './replica.ts'

let server: TestServer
const devices: Device[] = []
beforeAll(async () => {
  server = await startProductServer()
})
afterAll(async () => {
  for (const d of devices) await d.close()
  await server?.close()
})

describe('two devices converge', () => {
  it('[SYNC-CONF-2] [SYNC-LIVE-1] preferences edited on both devices merge field by field', async () => {
    const user = await makeUser(server)
    const a = await openDevice(server, user, { collections: ['navigation_preferences'] })
    const b = await openDevice(server, user, { collections: ['navigation_preferences'] })
    devices.push(a, b)
    const onA = await until(() =>
      a.db.navigation_preferences
        .findOne(user.id)
        .exec()
        .then((d) => d ?? undefined),
    )
    await until(() =>
      b.db.navigation_preferences
        .findOne(user.id)
        .exec()
        .then((d) => d ?? undefined),
    )
    expect(onA.skill_level).toBe('beginner')

    await Promise.all([
      a.db.navigation_preferences
        .findOne(user.id)
        .exec()
        .then((d) => d!.incrementalPatch({ skill_level: 'advanced' })),
      b.db.navigation_preferences
        .findOne(user.id)
        .exec()
        .then((d) => d!.incrementalPatch({ show_advanced_features: true })),
    ])
    await until(async () => {
      const [x, y] = await Promise.all([
        a.db.navigation_preferences.findOne(user.id).exec(),
        b.db.navigation_preferences.findOne(user.id).exec(),
      ])
      const ok = (d: typeof x) => d?.skill_level === 'advanced' && d.show_advanced_features === true
      return ok(x) && ok(y) ? true : undefined
    })
    const [row] = await sql(
      server,
      'select skill_level, show_advanced_features from public.navigation_preferences where user_id = $1',
      [user.id],
    )
    expect(row).toEqual({ skill_level: 'advanced', show_advanced_features: true })
  })

  it('[SYNC-CP-2] jobs: batch size 5 crosses page boundaries and both devices see every job', async () => {
    const owner = await makeUser(server, ['company'])
    for (let i = 0; i < 23; i++)
      await insertAsOwner(server, 'jobs', jobRow(owner.id, { title: `Site lead number ${i}` }))
    const a = await openDevice(server, owner, { collections: ['jobs'], batchSize: 5 })
    devices.push(a)
    const total = Number(
      (await sql<{ n: number }>(server, 'select count(*)::int as n from public.jobs'))[0]!.n,
    )
    await until(async () => ((await a.db.jobs.count().exec()) === total ? true : undefined))
    const newest = await a.db.jobs.find({ sort: [{ sort_desc: 'asc' }], limit: 1 }).exec()
    expect(newest[0]?.title).toBe('Site lead number 22')
    const id = randomUUID()
    await a.db.jobs.insert({
      ...(jobRow(owner.id, { id, title: 'Made on device A' }) as never),
      created_at: new Date().toISOString(),
      organization_id: null,
      status: 'open',
      sort_desc: '0',
    } as never)
    const b = await openDevice(server, owner, { collections: ['jobs'], batchSize: 5 })
    devices.push(b)
    await until(async () => ((await b.db.jobs.findOne(id).exec()) ? true : undefined))
  })
})
