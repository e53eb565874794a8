// Saved jobs and the jobs region, as the pages write them (SYNC-SCOPE-1): local writes to the
// shared collection, each kept "saved on this device" in the worker's outbox until the server has
// it.
import { firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../factories/database.ts'
import { createRepositories } from '../../../src/data/repositories.ts'
import { sharedTables, type AppDatabase } from '../../../src/db/index.ts'
import type { CollectionOutbox } from '../../../sync/outbox.ts'
import { changeRows, startSharedOutbox } from '../../factories/outbox.ts'

const open: AppDatabase[] = []
const outboxes: CollectionOutbox[] = []
afterEach(async () => {
  for (const o of outboxes.splice(0)) {
    o.stop()
    await o.settle()
  }
  while (open.length) await open.pop()!.close()
})

const user = '00000000-0000-4000-8000-000000000001'
const job = (n: number) => `10b00000-0000-4000-8000-00000000000${n}`

async function repos() {
  const db = await createTestDatabase({ collections: ['jobs'], tables: sharedTables })
  open.push(db)
  const outbox = await startSharedOutbox(db, sharedTables)
  outboxes.push(outbox)
  return { db, r: createRepositories(db), outbox }
}

describe('saved jobs on the device', () => {
  it('saves, lists newest first, unsaves and saves again', async () => {
    const { db, r, outbox } = await repos()
    await r.savedJobs.save(user, job(1))
    await new Promise((res) => setTimeout(res, 5))
    await r.savedJobs.save(user, job(2))
    await r.savedJobs.save(user, job(2))
    expect(await firstValueFrom(r.savedJobs.jobIds$(user))).toEqual([job(2), job(1)])

    await r.savedJobs.unsave(user, job(1))
    expect(await firstValueFrom(r.savedJobs.jobIds$(user))).toEqual([job(2)])
    await r.savedJobs.save(user, job(1))
    expect((await firstValueFrom(r.savedJobs.jobIds$(user))).sort()).toEqual([job(1), job(2)])
    await outbox.settle()
    const states = (await changeRows(db)).map((o) => [o.id, o.state])
    expect(states).toEqual(
      expect.arrayContaining([
        [`saved_jobs:${user}:${job(1)}`, 'local'],
        [`saved_jobs:${user}:${job(2)}`, 'local'],
      ]),
    )
  })

  it('keeps the region chosen in Settings, created then changed', async () => {
    const { r } = await repos()
    expect(await firstValueFrom(r.jobScope.of$(user))).toBeNull()
    await r.jobScope.set(user, ['Ontario'], ['electrical'])
    await r.jobScope.set(user, ['Ontario', 'Yukon'], [])
    expect(await firstValueFrom(r.jobScope.of$(user))).toMatchObject({
      user_id: user,
      provinces: '["Ontario","Yukon"]',
      trades: '[]',
    })
  })
})
