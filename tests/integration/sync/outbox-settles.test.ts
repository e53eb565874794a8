// SYNC-STATE-1: a change that ends equal to the server's state is never pushed by RxDB; its
// "saved on this device" row must still clear, or sign-out would warn about it forever.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { makeUser, type TestServer } from '../../../supabase/tests/helpers.ts'
import { repositoriesFor } from '../../../src/data/repositories.ts'
import { sharedTables } from '../../../src/db/index.ts'
import { createTestDatabase } from '../../factories/database.ts'
import { openDevice, until } from './replica.ts'
import { useSyncServer } from './sync-server.ts'

let server: TestServer
const devices = useSyncServer((s) => (server = s))

describe('outbox rows settle', () => {
  it('[SYNC-STATE-1] a change reverted before it was sent leaves nothing waiting', async () => {
    const user = await makeUser(server)
    const a = await openDevice(server, user, { collections: ['navigation_preferences'] })
    devices.push(a)
    await until(() =>
      a.db.navigation_preferences
        .findOne(user.id)
        .exec()
        .then((d) => d ?? undefined),
    )
    const repos = repositoriesFor(a.db)
    // Wait for the initial replication to go idle, then change and revert at once.
    await a.engine.awaitInSync()
    await repos.preferences.update(user.id, { skill_level: 'advanced' })
    await repos.preferences.update(user.id, { skill_level: 'beginner' })
    await until(async () => ((await repos.outbox.pendingWrites()) === 0 ? true : undefined), 15_000)
    expect((await a.db.navigation_preferences.findOne(user.id).exec())?.skill_level).toBe(
      'beginner',
    )
  })

  it('[SYNC-STATE-1] [SYNC-MUX-2] a change of a shared table reverted before it was sent leaves nothing waiting', async () => {
    const user = await makeUser(server)
    const a = await openDevice(server, user, { collections: [], tables: sharedTables })
    devices.push(a)
    const repos = repositoriesFor(a.db)
    const item = await repos.portfolio.insert({
      id: randomUUID(),
      user_id: user.id,
      title: 'Cedar deck and railing',
      description: null,
      url: null,
      image_url: null,
      photos: '[]',
      trade: 'carpentry',
      completed_on: null,
      created_at: new Date().toISOString(),
    })
    await until(async () => ((await repos.outbox.pendingWrites()) === 0 ? true : undefined), 15_000)
    await a.engine.awaitInSync()
    // Changed and changed back while sync is stopped: RxDB finds nothing to push on start.
    await a.close()
    devices.splice(devices.indexOf(a), 1)
    const closed = await createTestDatabase({
      name: a.db.name,
      collections: [],
      tables: sharedTables,
    })
    await repositoriesFor(closed).portfolio.patch(item.id, { title: 'Cedar deck' })
    await repositoriesFor(closed).portfolio.patch(item.id, { title: 'Cedar deck and railing' })
    expect(await repositoriesFor(closed).outbox.pendingWrites()).toBe(1)
    await closed.close()
    const again = await openDevice(server, user, {
      collections: [],
      tables: sharedTables,
      dbName: a.db.name,
    })
    devices.push(again)
    const back = repositoriesFor(again.db)
    await until(async () => ((await back.outbox.pendingWrites()) === 0 ? true : undefined), 15_000)
    expect((await back.portfolio.get(item.id))?.title).toBe('Cedar deck and railing')
  })

  it('[SYNC-STATE-1] an unchanged write records nothing to send', async () => {
    const user = await makeUser(server)
    const a = await openDevice(server, user, { collections: ['navigation_preferences'] })
    devices.push(a)
    await until(() =>
      a.db.navigation_preferences
        .findOne(user.id)
        .exec()
        .then((d) => d ?? undefined),
    )
    const repos = repositoriesFor(a.db)
    await repos.preferences.update(user.id, { skill_level: 'beginner', language: 'en' })
    expect(await repos.outbox.pendingWrites()).toBe(0)
  })
})
