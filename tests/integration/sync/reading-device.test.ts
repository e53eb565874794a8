// SYNC-PUSH-6: jobs are written by those who hire. A craftsman's device replicates them pull-only:
// RxDB keeps no copy of each job's server state, and nothing it holds is ever pushed. A device
// whose user becomes a hiring user starts pushing, and sends only what the user wrote.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  jobRow,
  makeUser,
  sql,
  type TestServer,
  type User,
} from '../../../supabase/tests/helpers.ts'
import { repositoriesFor } from '../../../src/data/repositories.ts'
import type { ReplicatedName } from '../../../src/db/index.ts'
import { openCountedDatabase, WriteCount } from '../../factories/counted-storage.ts'
import { openDevice, until, writeSpy, type Device } from './replica.ts'
import { useSyncServer } from './sync-server.ts'
import { outboxEmpty } from '../../factories/outbox.ts'

let server: TestServer
const devices = useSyncServer((s) => (server = s))

const COLLECTIONS: readonly ReplicatedName[] = ['jobs', 'user_roles', 'company_profiles']
const JOBS = 12

async function postJobs(): Promise<string[]> {
  const company = await makeUser(server, ['company'], 'Priya Sharma')
  const rows = Array.from({ length: JOBS }, (_, i) =>
    jobRow(company.id, { title: `Site electrician, phase ${i + 1}`, status: 'open' }),
  )
  const { error } = await company.db.from('jobs').insert(rows)
  expect(error).toBeNull()
  return rows.map((r) => String(r['id']))
}

async function device(user: User, count: WriteCount, writes: string[]): Promise<Device> {
  const dbName = `reading-${randomUUID()}`
  const d = await openDevice(server, user, {
    collections: COLLECTIONS,
    dbName,
    pullBatchSize: 5,
    openDb: () => openCountedDatabase(count, dbName, COLLECTIONS),
    fetch: writeSpy(writes),
  })
  devices.push(d)
  return d
}

/** A job the user posts on the device (Post a Job writes it through the jobs repository). */
async function postOnDevice(d: Device, user: User, title: string) {
  const posted = jobRow(user.id, {
    title,
    status: 'open',
    organization_id: null,
    created_at: new Date().toISOString(),
  })
  await repositoriesFor(d.db).jobs.insert(posted as never)
  return posted
}

const held = async (d: Device, ids: string[]) => (await d.db.jobs.findByIds(ids).exec()).size

describe('a device that only reads jobs', () => {
  it('[SYNC-PUSH-6] stores each pulled job once, keeps no server-state copy and pushes nothing', async () => {
    const jobIds = await postJobs()
    const writes: string[] = []
    const reading = new WriteCount()
    const craftsman = await makeUser(server, ['craftsman'], 'Marc Tremblay')
    // A request to hire, not yet decided, writes nothing on the server (the demo craftsman's case).
    await sql(
      server,
      `insert into public.user_roles (user_id, role, status) values ($1, 'workshop_owner', 'pending')`,
      [craftsman.id],
    )
    const d = await device(craftsman, reading, writes)
    await until(async () => ((await held(d, jobIds)) === JOBS ? true : undefined))
    await d.engine.awaitInSync()
    expect(d.engine.status().collections.find((c) => c.name === 'jobs')?.readsOnly).toBe(true)
    expect(jobIds.filter((id) => reading.masterStates.has(id))).toEqual([])
    expect(writes.filter((w) => w.endsWith(' jobs'))).toEqual([])

    // The same jobs on a hiring user's device: RxDB keeps a server state per job to push against.
    const writing = new WriteCount()
    const company = await makeUser(server, ['company'], 'Ahmed Hassan')
    const c = await device(company, writing, [])
    await until(async () => ((await held(c, jobIds)) === JOBS ? true : undefined))
    await c.engine.awaitInSync()
    expect(jobIds.filter((id) => writing.masterStates.has(id))).toHaveLength(JOBS)
  }, 60_000)

  it('[SYNC-PUSH-6] [SYNC-PUSH-2] pushes once the user may hire: the job they post, once, and none it pulled', async () => {
    const jobIds = await postJobs()
    const writes: string[] = []
    const user = await makeUser(server, ['craftsman'], 'Sofia Rossi')
    const d = await device(user, new WriteCount(), writes)
    await until(async () => ((await held(d, jobIds)) === JOBS ? true : undefined))
    await d.engine.awaitInSync()

    // An admin approves a company role; the device learns it through its roles' realtime stream.
    await sql(
      server,
      `insert into public.user_roles (user_id, role, status) values ($1, 'company', 'active')`,
      [user.id],
    )
    await until(async () => {
      const roles = await d.db.user_roles.find({ selector: { user_id: user.id } }).exec()
      return roles.some((r) => r.role === 'company') ? true : undefined
    }, 15_000)
    const posted = await postOnDevice(d, user, 'Apprentice electrician, new build')
    await until(() => outboxEmpty(d.db), 15_000)
    const { data } = await user.db.from('jobs').select('id').eq('id', String(posted['id']))
    expect(data).toHaveLength(1)
    expect(writes.filter((w) => w.endsWith(' jobs'))).toEqual(['POST jobs'])
  }, 60_000)

  it('[SYNC-PUSH-6] keeps a change written before the device knew it may write, and sends it', async () => {
    const writes: string[] = []
    const user = await makeUser(server, ['craftsman'], 'Liam Chen')
    const d = await device(user, new WriteCount(), writes)
    await d.engine.awaitInSync()
    // Written without a hiring role (the server refuses it): the change is kept and reported.
    const posted = await postOnDevice(d, user, 'Journeyperson plumber, hospital wing')
    const failed = await until(async () => {
      const row = await d.db.sync_outbox.findOne(`jobs:${String(posted['id'])}`).exec()
      return row?.state === 'failed' ? row.toJSON() : undefined
    }, 15_000)
    expect(failed.code).toBe('42501')
    expect(writes).toEqual(['POST jobs'])
    expect(await d.db.jobs.findOne(String(posted['id'])).exec()).not.toBeNull()
  }, 60_000)
})
