// SYNC-STATE-1: a change that ends equal to the server's state is never pushed by RxDB; its
// "saved on this device" row must still clear, or sign-out would warn about it forever.
import { describe, expect, it } from 'vitest'
import { makeUser, type TestServer } from '../../../supabase/tests/helpers.ts'
import { repositoriesFor } from '../../../src/data/repositories.ts'
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
