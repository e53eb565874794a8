// SYNC-PULL-1: a first sync killed at any point (a reload right after sign-in, a terminated
// worker) leaves nothing to push. The restarted device finds pulled rows whose replication state
// never reached the disk; they are the server's rows, not changes of the user.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  insertAsOwner,
  jobRow,
  makeUser,
  type TestServer,
  type User,
} from '../../../supabase/tests/helpers.ts'
import { repositoriesFor } from '../../../src/data/repositories.ts'
import { sharedTables, type ReplicatedName } from '../../../src/db/index.ts'
import { Kill, killedFetch, openKillableDatabase } from '../../factories/killed-storage.ts'
import { openDevice, until, writeSpy, type Device } from './replica.ts'
import { useSyncServer } from './sync-server.ts'
import { changeRows } from '../../factories/outbox.ts'

let server: TestServer
const devices = useSyncServer((s) => (server = s))

const COLLECTIONS: readonly ReplicatedName[] = [
  'jobs',
  'user_roles',
  'company_profiles',
  'user_profiles',
  'notifications',
]
const JOBS = 12

/** A company under its own organization with JOBS jobs, and a user with notifications. */
async function world(): Promise<{ user: User; jobIds: string[] }> {
  const company = await makeUser(server, ['company'])
  const org = await insertAsOwner(server, 'organizations', {
    name: 'Maritime Builders Ltd',
    owner_id: company.id,
  })
  await insertAsOwner(server, 'company_profiles', {
    user_id: company.id,
    organization_id: org['id'],
    company_name: 'Maritime Builders Ltd',
    province: 'Nova Scotia',
    city: 'Halifax',
  })
  const jobIds: string[] = []
  for (let i = 0; i < JOBS; i++) {
    const job = await insertAsOwner(
      server,
      'jobs',
      jobRow(company.id, { organization_id: org['id'], title: `Site electrician, phase ${i + 1}` }),
    )
    jobIds.push(String(job['id']))
  }
  // A user who may also hire: their device pushes jobs (SYNC-PUSH-6), so the other company's
  // pulled jobs are rows it could push back.
  const user = await makeUser(server, ['craftsman', 'company'])
  for (let i = 0; i < 3; i++) {
    await insertAsOwner(server, 'notifications', {
      user_id: user.id,
      type: 'job',
      title: `New job near you ${i + 1}`,
      message: 'An electrical job was posted in Halifax',
    })
  }
  return { user, jobIds }
}

interface Run {
  /** Storage writes of the dead run, or of a whole first sync when it never died. */
  writes: number
  /** `METHOD table` of the inserts and updates the two runs sent. */
  pushed: string[]
  /** The portfolio item the user added during the first sync, when its save completed. */
  saved: string | null
  device: Device
  /** Closes the dead run's database once the test is done with the restarted one. */
  dispose(): Promise<void>
}

/** A first sync killed after `writes` storage writes, then the same device started again. */
async function killAndRestart(user: User, writes: number): Promise<Run> {
  const dbName = `killed-${randomUUID()}`
  const kill = new Kill(writes)
  const pushed: string[] = []
  const died = until(() => (kill.dead ? true : undefined), 20_000).then(
    () => true,
    () => false,
  )
  const opening = openDevice(server, user, {
    collections: COLLECTIONS,
    tables: sharedTables,
    dbName,
    pullBatchSize: 5,
    openDb: () => openKillableDatabase(kill, dbName, COLLECTIONS),
    fetch: killedFetch(kill, writeSpy(pushed)),
  })
  const first = await Promise.race([opening, died.then(() => null)])
  let saved: string | null = null
  if (first) {
    // The user adds something while the first sync runs: it must survive the kill.
    const id = randomUUID()
    const save = repositoriesFor(first.db).portfolio.insert({
      id,
      user_id: user.id,
      title: 'Panel upgrade, century home',
      description: null,
      url: null,
      image_url: null,
      photos: '[]',
      trade: 'electrical',
      completed_on: null,
      created_at: new Date().toISOString(),
    })
    if (await Promise.race([save.then(() => true), died.then(() => false)])) saved = id
    if (writes === Infinity) await first.engine.awaitInSync()
    else await died
  }
  const device = await openDevice(server, user, {
    collections: COLLECTIONS,
    tables: sharedTables,
    dbName,
    pullBatchSize: 5,
    fetch: writeSpy(pushed),
  })
  devices.push(device)
  await device.engine.awaitInSync()
  return {
    writes: kill.started,
    pushed,
    saved,
    device,
    async dispose() {
      kill.release()
      await (await opening).close()
    },
  }
}

describe('a first sync killed part-way', () => {
  it('[SYNC-PULL-1] [SYNC-PUSH-2] leaves no pending or refused change and pushes only what the user wrote', async () => {
    const { user, jobIds } = await world()
    const whole = await killAndRestart(user, Infinity)
    while (devices.length) await devices.pop()!.close()
    await whole.dispose()
    const total = whole.writes
    expect(total).toBeGreaterThan(40)
    // Every few writes from the first replication write on (the database's creation comes first).
    const points: number[] = []
    for (let k = 10; k < total; k += Math.max(1, Math.floor(total / 30))) points.push(k)
    const report: string[] = []
    for (const k of points) {
      const run = await killAndRestart(user, k)
      const { db } = run.device
      const outbox = await until(async () => {
        const rows = await changeRows(db)
        return rows.some((r) => r.state !== 'failed') ? undefined : rows
      }, 15_000).catch(() => changeRows(db))
      const local = await db.jobs.findByIds(jobIds).exec()
      const mine = run.saved ? await repositoriesFor(db).portfolio.get(run.saved) : null
      const onServer = run.saved
        ? (await user.db.from('portfolio_items').select('id').eq('id', run.saved)).data
        : []
      const wrong = {
        outbox: outbox.map((r) => `${r.state} ${r.collection_name} ${r.code} ${r.message}`),
        pushed: run.pushed.filter((w) => !w.endsWith(' portfolio_items')),
        missingJobs: JOBS - local.size,
        lostWrite: run.saved && (!mine || onServer?.length !== 1) ? run.saved : null,
      }
      if (wrong.outbox.length || wrong.pushed.length || wrong.missingJobs || wrong.lostWrite) {
        report.push(`killed after ${k} writes: ${JSON.stringify(wrong)}`)
      }
      while (devices.length) await devices.pop()!.close()
      await run.dispose()
    }
    console.log(`first sync: ${total} storage writes; killed after ${points.join(', ')}`)
    expect(report).toEqual([])
  }, 300_000)
})
