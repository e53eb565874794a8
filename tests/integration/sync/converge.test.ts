// Two devices, one server: concurrent edits converge (ARCHITECTURE habit 3).
import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import {
  applicationRow,
  insertAsOwner,
  jobRow,
  makeUser,
  sql,
  type TestServer,
} from '../../../supabase/tests/helpers.ts'
import { repositoriesFor } from '../../../src/data/repositories.ts'
import { sharedTables } from '../../../src/db/index.ts'
import { gatedFetch, openDevice, until } from './replica.ts'
import { useSyncServer } from './sync-server.ts'
import { outboxEmpty } from '../../factories/outbox.ts'

let server: TestServer
const devices = useSyncServer((s) => (server = s))

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
    await repositoriesFor(a.db).jobs.insert({
      ...jobRow(owner.id, { id, title: 'Made on device A' }),
      created_at: new Date().toISOString(),
      organization_id: null,
      status: 'open',
    } as never)
    const b = await openDevice(server, owner, { collections: ['jobs'], batchSize: 5 })
    devices.push(b)
    await until(async () => ((await b.db.jobs.findOne(id).exec()) ? true : undefined))
  })
})

describe('conflicts per collection', () => {
  it('[SYNC-CONF-1] jobs: the server wins over an offline edit of the same job', async () => {
    const owner = await makeUser(server, ['company'])
    const job = await insertAsOwner(server, 'jobs', jobRow(owner.id))
    const gate = gatedFetch()
    const d = await openDevice(server, owner, { collections: ['jobs'], fetch: gate.fetch })
    devices.push(d)
    const repo = repositoriesFor(d.db).jobs
    const id = String(job['id'])
    await until(async () => ((await repo.get(id)) ? true : undefined))
    gate.offline = true
    await repo.patch(id, { title: 'Offline title from the device' })
    await owner.db.from('jobs').update({ title: 'Server title set elsewhere' }).eq('id', id)
    gate.offline = false
    d.engine.resync()
    await until(
      async () => ((await repo.get(id))?.title === 'Server title set elsewhere' ? true : undefined),
      20_000,
    )
    await until(() => outboxEmpty(d.db))
    const [row] = await sql(server, 'select title from public.jobs where id = $1', [id])
    expect(row?.['title']).toBe('Server title set elsewhere')
  }, 30_000)

  it("[SYNC-CONF-2] applications: the applicant's offline draft edit and the owner's status both survive", async () => {
    const owner = await makeUser(server, ['company'])
    const applicant = await makeUser(server, ['craftsman'])
    const job = await insertAsOwner(server, 'jobs', jobRow(owner.id))
    const app = applicationRow(String(job['id']), applicant.id)
    const { error } = await applicant.db.from('job_applications').insert(app)
    expect(error).toBeNull()
    const gate = gatedFetch()
    const d = await openDevice(server, applicant, {
      collections: ['job_applications'],
      fetch: gate.fetch,
    })
    devices.push(d)
    const repo = repositoriesFor(d.db).applications
    const id = String(app['id'])
    await until(async () => ((await repo.get(id)) ? true : undefined))
    gate.offline = true
    const letter = 'I have fourteen years of commercial electrical work and my own tools and truck.'
    await repo.patch(id, { cover_letter: letter })
    await owner.db.from('job_applications').update({ status: 'viewed' }).eq('id', id)
    gate.offline = false
    d.engine.resync()
    await until(async () => {
      const a = await repo.get(id)
      return a?.status === 'viewed' && a.cover_letter === letter ? true : undefined
    }, 20_000)
    await until(async () => {
      const [row] = await sql(
        server,
        'select status, cover_letter from public.job_applications where id = $1',
        [id],
      )
      return row?.['cover_letter'] === letter && row['status'] === 'viewed' ? true : undefined
    }, 20_000)
  }, 40_000)

  it('[SYNC-CONF-2] notifications: read on one device shows read on the other; read never reverts', async () => {
    const user = await makeUser(server)
    const note = await insertAsOwner(server, 'notifications', {
      user_id: user.id,
      type: 'job',
      title: 'Crew wanted',
      message: 'Framing crew needed in Red Deer',
    })
    const a = await openDevice(server, user, { collections: ['notifications'] })
    const b = await openDevice(server, user, { collections: ['notifications'] })
    devices.push(a, b)
    const id = String(note['id'])
    await until(async () =>
      (await repositoriesFor(b.db).notifications.get(id)) ? true : undefined,
    )
    await repositoriesFor(a.db).notifications.markRead(id)
    await until(async () =>
      (await repositoriesFor(b.db).notifications.get(id))?.read ? true : undefined,
    )
  })

  it('[SYNC-LIVE-1] profiles, portfolio and time spent reach the other device', async () => {
    const user = await makeUser(server, ['craftsman'])
    // Portfolio and time spent are tables of the shared collection (SYNC-MUX-1).
    const names = ['user_profiles'] as const
    const a = await openDevice(server, user, { collections: names, tables: sharedTables })
    const b = await openDevice(server, user, { collections: names, tables: sharedTables })
    devices.push(a, b)
    const ra = repositoriesFor(a.db)
    const rb = repositoriesFor(b.db)
    await until(async () => ((await ra.userProfiles.get(user.id)) ? true : undefined))
    await ra.userProfiles.patch(user.id, { full_name: 'Marie-Ève Tremblay' })
    await ra.timeSpent.record(user.id, 'device-a', '/jobs', 42)
    const item = await ra.portfolio.insert({
      id: randomUUID(),
      user_id: user.id,
      title: 'Timber frame barn',
      description: null,
      url: null,
      image_url: null,
      photos: '[]',
      trade: 'carpentry',
      completed_on: '2026-06-30',
      created_at: new Date().toISOString(),
    })
    await until(async () =>
      (await rb.userProfiles.get(user.id))?.full_name === 'Marie-Ève Tremblay' ? true : undefined,
    )
    await until(async () => ((await rb.portfolio.get(item.id)) ? true : undefined))
    await until(async () =>
      (await rb.timeSpent.get(`${user.id}:device-a:/jobs`))?.seconds === 42 ? true : undefined,
    )
  })
})
