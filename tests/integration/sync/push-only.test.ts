// navigation_events: the device only sends (SYNC-PUSH-5). Queued events reach the server once,
// keep the time they happened, and the server's own events never come down.
import { afterAll, describe, expect, it } from 'vitest'
import {
  makeUser,
  sql,
  startProductServer,
  type TestServer,
} from '../../../supabase/tests/helpers.ts'
import { repositoriesFor } from '../../../src/data/repositories.ts'
import { sharedTables } from '../../../src/db/index.ts'
import { openDevice, until, type Device } from './replica.ts'

const servers: TestServer[] = []
const devices: Device[] = []
afterAll(async () => {
  for (const d of devices) await d.close().catch(() => {})
  for (const s of servers) await s.close().catch(() => {})
})

describe('push-only navigation events', () => {
  it('[SYNC-PUSH-5] queued events are delivered once and nothing is pulled', async () => {
    const server = await startProductServer()
    servers.push(server)
    const user = await makeUser(server)
    // An event already on the server (e.g. tracked online from another device).
    await sql(
      server,
      `insert into public.navigation_events (user_id, action, path) values ('${user.id}', 'page_visit', '/chat')`,
    )
    const d = await openDevice(server, user, { collections: [], tables: sharedTables })
    devices.push(d)
    const occurred = '2026-01-02T03:04:05.000Z'
    const queued = await repositoriesFor(d.db).navigationEvents.queue({
      user_id: user.id,
      action: 'page_visit',
      path: '/jobs',
      user_role: 'craftsman',
      skill_level: 'beginner',
      metadata: JSON.stringify({ offline: true }),
      occurred_at: occurred,
    })
    const rows = await until(async () => {
      const r = await sql<{ id: string; path: string; occurred_at: string }>(
        server,
        `select id, path, occurred_at from public.navigation_events where user_id = '${user.id}' and path = '/jobs'`,
      )
      return r.length ? r : undefined
    })
    expect(rows).toHaveLength(1)
    expect(rows[0]?.id).toBe(queued.id)
    expect(new Date(String(rows[0]?.occurred_at)).toISOString()).toBe(occurred)
    // Synced: nothing waits in the outbox any more.
    await until(async () =>
      (await d.db.sync_outbox.findOne(`navigation_events:${queued.id}`).exec()) ? undefined : true,
    )
    // Push-only: the server's other event never reaches the device.
    await new Promise((r) => setTimeout(r, 500))
    const local = await d.db.rows!.find({ selector: { table: 'navigation_events' } }).exec()
    expect(local.map((e) => e.row['path'])).toEqual(['/jobs'])
  }, 60_000)
})
