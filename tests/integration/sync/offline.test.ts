// Writes made while the server is unreachable: delivered once it is back, exactly once, and
// nothing is lost when the process restarts with the queue half done.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import {
  insertAsOwner,
  makeUser,
  sql,
  startProductServer,
  type TestServer,
} from '../../../supabase/tests/helpers.ts'
import { repositoriesFor } from '../../../src/data/repositories.ts'
import { sharedTables } from '../../../src/db/index.ts'
import { openDevice, until, type Device } from './replica.ts'

const dirs: string[] = []
const servers: TestServer[] = []
const devices: Device[] = []
afterAll(async () => {
  for (const d of devices) await d.close().catch(() => {})
  for (const s of servers) await s.close().catch(() => {})
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

async function notificationFor(server: TestServer, userId: string) {
  return insertAsOwner(server, 'notifications', {
    user_id: userId,
    type: 'job',
    title: 'New job near you',
    message: 'A plumbing job was posted in Halifax',
  })
}

describe('offline writes', () => {
  it('[SYNC-PUSH-2] [SYNC-STATE-1] a write made while the server is stopped is delivered once it is back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'craftlink-sync-'))
    dirs.push(dir)
    let server = await startProductServer({ dataDir: dir })
    servers.push(server)
    const port = Number(new URL(server.url).port)
    const user = await makeUser(server)
    const note = await notificationFor(server, user.id)
    const d = await openDevice(server, user, {
      collections: ['notifications', 'navigation_preferences'],
    })
    devices.push(d)
    const repos = repositoriesFor(d.db)
    await until(async () =>
      (await repos.notifications.get(String(note['id']))) ? true : undefined,
    )
    await until(async () => ((await repos.preferences.get(user.id)) ? true : undefined))

    await server.close()
    await repos.notifications.markRead(String(note['id']))
    await repos.preferences.update(user.id, { skill_level: 'intermediate' })
    // Saved on this device, waiting, with the reason it has not gone yet.
    const waiting = await until(async () => {
      const r = await d.db.sync_outbox.findOne(`notifications:${String(note['id'])}`).exec()
      return r && r.state === 'local' && r.message ? r : undefined
    })
    expect(waiting.attempts).toBeGreaterThan(0)
    expect(await repos.outbox.pendingWrites()).toBe(2)

    server = await startProductServer({ dataDir: dir, port })
    servers.push(server)
    await until(async () => ((await repos.outbox.pendingWrites()) === 0 ? true : undefined), 25_000)
    const [n] = await sql(
      server,
      'select read, read_at is not null as stamped from public.notifications where id = $1',
      [note['id']],
    )
    expect(n).toEqual({ read: true, stamped: true })
    const [p] = await sql(
      server,
      'select skill_level from public.navigation_preferences where user_id = $1',
      [user.id],
    )
    expect(p?.['skill_level']).toBe('intermediate')
  }, 60_000)

  it('[SYNC-PUSH-2] a push whose answer was lost is not applied twice', async () => {
    const server = await startProductServer()
    servers.push(server)
    const user = await makeUser(server)
    let dropped = 0
    // Network seam: the first insert reaches the server but its answer never comes back.
    const lossyFetch: typeof fetch = async (input, init) => {
      const res = await fetch(input, init)
      if (init?.method === 'POST' && dropped === 0) {
        dropped += 1
        throw new TypeError('fetch failed')
      }
      return res
    }
    const d = await openDevice(server, user, {
      collections: [],
      tables: sharedTables,
      fetch: lossyFetch,
    })
    devices.push(d)
    const id = randomUUID()
    await repositoriesFor(d.db).portfolio.insert({
      id,
      user_id: user.id,
      title: 'Heritage home repointing',
      description: null,
      url: null,
      image_url: null,
      photos: '[]',
      trade: 'masonry',
      completed_on: null,
      created_at: new Date().toISOString(),
    })
    await until(
      async () => ((await repositoriesFor(d.db).outbox.pendingWrites()) === 0 ? true : undefined),
      15_000,
    )
    expect(dropped).toBe(1)
    const rows = await sql(server, 'select id from public.portfolio_items where user_id = $1', [
      user.id,
    ])
    expect(rows).toEqual([{ id }])
  }, 30_000)

  it('[SYNC-PUSH-2] a restart mid-queue loses nothing', async () => {
    const server = await startProductServer()
    servers.push(server)
    const user = await makeUser(server)
    const dbName = `restart-${randomUUID()}`
    // First run: the backend is unreachable (wrong port), twelve items wait in the queue.
    const first = await openDevice(server, user, {
      collections: [],
      tables: sharedTables,
      dbName,
      url: 'http://127.0.0.1:9',
    })
    const ids: string[] = []
    for (let i = 0; i < 12; i++) {
      const id = randomUUID()
      ids.push(id)
      await repositoriesFor(first.db).portfolio.insert({
        id,
        user_id: user.id,
        title: `Deck build number ${i}`,
        description: null,
        url: null,
        image_url: null,
        photos: '[]',
        trade: 'carpentry',
        completed_on: null,
        created_at: new Date().toISOString(),
      })
    }
    await first.close()
    // Second run: same local database, backend reachable.
    const second = await openDevice(server, user, {
      collections: [],
      tables: sharedTables,
      dbName,
      batchSize: 5,
    })
    devices.push(second)
    await until(
      async () =>
        (await repositoriesFor(second.db).outbox.pendingWrites()) === 0 ? true : undefined,
      20_000,
    )
    const rows = await sql(
      server,
      'select id from public.portfolio_items where user_id = $1 order by id',
      [user.id],
    )
    expect(rows.map((r) => r['id'])).toEqual([...ids].sort())
  }, 40_000)
})
