// SYNC-MIG-3: a device that an older app version left with portfolio items, time spent and
// tracking events in their own collections loses nothing when the new version opens it. Its unsent
// changes move into the shared collection and are pushed exactly once; what the server has comes
// back through the table's pull; the old collections' storage is gone.
import { randomUUID } from 'node:crypto'
import { getAllCollectionDocuments, OPEN_COLLECTIONS, type RxCollection } from 'rxdb'
import { describe, expect, it } from 'vitest'
import { makeUser, sql, type TestServer } from '../../../supabase/tests/helpers.ts'
import { repositoriesFor } from '../../../src/data/repositories.ts'
import { outboxId, sharedTables, type OutboxState } from '../../../src/db/index.ts'
import { testStorage } from '../../factories/database.ts'
import {
  legacyCollections,
  openLegacyDatabase,
  type LegacyName,
} from '../../factories/legacy-collections.ts'
import { openDevice, until } from './replica.ts'
import { useSyncServer } from './sync-server.ts'
import { changeRows } from '../../factories/outbox.ts'

let server: TestServer
const devices = useSyncServer((s) => (server = s))

interface Write {
  method: string
  table: string
  id: string
  status: number
}

/** Network seam: every insert and update a device sends, with the row's key and the answer. */
function writeSpy(writes: Write[]): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await fetch(input, init)
    const url = new URL(input instanceof Request ? input.url : String(input))
    const table = /^\/rest\/v1\/([a-z_]+)$/.exec(url.pathname)?.[1]
    const method = init?.method ?? 'GET'
    if (table && (method === 'POST' || method === 'PATCH')) {
      const key = url.searchParams.get('id')?.replace(/^eq\./, '')
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { id?: string }) : {}
      writes.push({ method, table, id: key ?? String(body.id), status: res.status })
    }
    return res
  }) as typeof fetch
}

const item = (userId: string, title: string) => ({
  id: randomUUID(),
  user_id: userId,
  title,
  description: null,
  url: null,
  image_url: null,
  trade: 'carpentry',
  completed_on: null,
  created_at: new Date().toISOString(),
})

describe('tables moved into the shared collection', () => {
  it('[SYNC-MIG-3] [SYNC-PUSH-2] an old device’s unsent changes are pushed exactly once and nothing is lost', async () => {
    const user = await makeUser(server)
    const name = `carry-${randomUUID()}`
    const insertOnServer = async (table: string, row: Record<string, unknown>) => {
      const cols = Object.keys(row)
      await sql(
        server,
        `insert into public.${table} (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
        Object.values(row),
      )
    }

    // What the older app left: rows the server has, and changes it has not confirmed.
    const old = await openLegacyDatabase(testStorage(), name)
    const put = async (table: LegacyName, row: Record<string, unknown>, state?: OutboxState) => {
      const def = legacyCollections[table]
      const collection = old.collections[table] as RxCollection
      await collection.insert(def.withLocalFields(row))
      if (!state) return
      await old.collections['sync_outbox']!.insert({
        id: outboxId(table, String(row['id'])),
        collection_name: table,
        doc_id: String(row['id']),
        state,
        code: state === 'failed' ? '23514' : '',
        message: state === 'failed' ? 'portfolio_items_title_length' : '',
        label: '',
        updated_at: new Date().toISOString(),
        attempts: state === 'local' ? 0 : 1,
      })
    }
    const synced = item(user.id, 'Timber frame barn')
    const edited = item(user.id, 'Porch posts')
    const removed = item(user.id, 'Garden shed')
    for (const row of [synced, edited, removed]) await insertOnServer('portfolio_items', row)
    const added = item(user.id, 'Kitchen cabinets')
    const refused = item(user.id, 'x')
    await put('portfolio_items', synced)
    await put('portfolio_items', { ...edited, title: 'Porch posts and beams' }, 'local')
    await put('portfolio_items', removed, 'local')
    await (old.collections['portfolio_items'] as RxCollection).findOne(removed.id).remove()
    await put('portfolio_items', added, 'local')
    await put('portfolio_items', refused, 'failed')
    const time = {
      id: `${user.id}:device-a:/jobs`,
      user_id: user.id,
      device_id: 'device-a',
      page: '/jobs',
      seconds: 75,
      visits: 3,
      last_visited_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
    }
    await put('page_time_spent', time, 'local')
    const event = (path: string) => ({
      id: randomUUID(),
      user_id: user.id,
      action: 'page_visit',
      path,
      user_role: 'craftsman',
      skill_level: 'beginner',
      metadata: '{}',
      occurred_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
    })
    const sent = event('/chat')
    await insertOnServer('navigation_events', sent)
    await put('navigation_events', sent)
    // A worker that ended mid-push left this one 'sending'.
    const waiting = event('/jobs')
    await put('navigation_events', waiting, 'sending')
    await old.close()

    // The new version opens it; no more collections are open at any moment than it uses.
    let peak = 0
    const add = OPEN_COLLECTIONS.add.bind(OPEN_COLLECTIONS)
    OPEN_COLLECTIONS.add = (c) => {
      const set = add(c)
      peak = Math.max(peak, [...set].filter((x) => x.database?.name === name).length)
      return set
    }
    const writes: Write[] = []
    const device = await openDevice(server, user, {
      collections: [],
      tables: sharedTables,
      dbName: name,
      fetch: writeSpy(writes),
    }).finally(() => (OPEN_COLLECTIONS.add = add))
    devices.push(device)
    expect(peak).toBe(2) // the outbox and the shared collection
    const stored = await getAllCollectionDocuments(device.db.internalStore)
    expect(stored.map((d) => d.data.name).sort()).toEqual(['rows', 'sync_outbox'])

    const repos = repositoriesFor(device.db)
    const outbox = await until(async () => {
      const rows = await changeRows(device.db)
      return rows.length === 1 && rows[0]!.state === 'failed' ? rows : undefined
    }, 20_000)
    expect(outbox.map((r) => [r.id, r.code])).toEqual([
      [outboxId('portfolio_items', refused.id), '23514'],
    ])
    await until(async () => ((await repos.portfolio.get(synced.id)) ? true : undefined), 20_000)
    device.engine.resync()
    await device.engine.awaitInSync()

    // The server has every change once.
    const items = await sql<{ id: string; title: string; _deleted: boolean }>(
      server,
      'select id, title, _deleted from public.portfolio_items where user_id = $1',
      [user.id],
    )
    const byId = new Map(items.map((r) => [r.id, r]))
    expect(items).toHaveLength(4)
    expect(byId.get(added.id)).toMatchObject({ title: 'Kitchen cabinets', _deleted: false })
    expect(byId.get(edited.id)).toMatchObject({ title: 'Porch posts and beams', _deleted: false })
    expect(byId.get(removed.id)?._deleted).toBe(true)
    expect(byId.get(synced.id)?._deleted).toBe(false)
    const [spent] = await sql(server, 'select seconds from public.page_time_spent where id = $1', [
      time.id,
    ])
    expect(spent?.['seconds']).toBe(75)
    const events = await sql<{ id: string }>(
      server,
      'select id from public.navigation_events where user_id = $1',
      [user.id],
    )
    expect(events.map((e) => e.id).sort()).toEqual([sent.id, waiting.id].sort())

    const applied = (id: string) => writes.filter((w) => w.id === id && w.status < 300)
    expect(applied(added.id).map((w) => w.method)).toEqual(['POST'])
    expect(applied(time.id).map((w) => w.method)).toEqual(['POST'])
    expect(applied(waiting.id).map((w) => w.method)).toEqual(['POST'])
    expect(applied(edited.id).map((w) => w.method)).toEqual(['PATCH'])
    expect(applied(removed.id)).toHaveLength(1)
    // What the server had already is not sent again.
    expect(writes.filter((w) => w.id === synced.id || w.id === sent.id)).toEqual([])

    // The device keeps what it should: pulled rows, its changes, the refused item (shown as
    // failed), and no removed item.
    const mine = await new Promise<string[]>((resolve) =>
      repos.portfolio.byUser$(user.id).subscribe((rows) => resolve(rows.map((r) => r.title))),
    )
    expect(mine.sort()).toEqual(
      ['Kitchen cabinets', 'Porch posts and beams', 'Timber frame barn', 'x'].sort(),
    )
    expect((await repos.timeSpent.get(time.id))?.seconds).toBe(75)

    // Opening it again carries nothing twice.
    await device.close()
    devices.splice(devices.indexOf(device), 1)
    const before = writes.length
    const again = await openDevice(server, user, {
      collections: [],
      tables: sharedTables,
      dbName: name,
      fetch: writeSpy(writes),
    })
    devices.push(again)
    again.engine.resync()
    await again.engine.awaitInSync()
    expect(writes.slice(before).filter((w) => w.status < 300)).toEqual([])
  }, 60_000)
})
