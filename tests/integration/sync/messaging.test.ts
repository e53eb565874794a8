// Chat through the replica (issue 32, SPEC SYNC-MSG-1..2): messages written on one device, online
// or offline, reach the other member's device in the order they were written, exactly once; the
// sender's copy gets the server's sent_at; a device keeps the newest messages of a conversation
// and fetches older ones on request.
import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { makeUser, sql, type TestServer, type User } from '../../../supabase/tests/helpers.ts'
import { repositoriesFor } from '../../../src/data/repositories.ts'
import { sharedTables } from '../../../src/db/index.ts'
import { newMessageRow } from '../../../src/db/message.table.ts'
import { gatedFetch, openDevice, until, type Device } from './replica.ts'
import { useSyncServer } from './sync-server.ts'

let server: TestServer
const devices = useSyncServer((s) => (server = s))

async function device(user: User, fetch?: typeof globalThis.fetch): Promise<Device> {
  const d = await openDevice(server, user, {
    collections: ['user_profiles'],
    tables: sharedTables,
    fetch,
  })
  devices.push(d)
  return d
}

async function conversationOf(a: User, b: User): Promise<string> {
  const { data, error } = await a.db.rpc('start_conversation', { p_user_id: b.id })
  expect(error).toBeNull()
  return data as string
}

const message = newMessageRow

const held = async (d: Device, conversationId: string) =>
  [
    ...(await firstValueFrom(repositoriesFor(d.db).messages.latest$(conversationId, 1000))),
  ].reverse()

describe('messages through the replica', () => {
  it('[SYNC-MSG-1] reach the other member in order, once, and come back with sent_at', async () => {
    const ann = await makeUser(server, ['company'], 'Ann')
    const bob = await makeUser(server, ['craftsman'], 'Bob')
    const c = await conversationOf(ann, bob)
    const a = await device(ann)
    const b = await device(bob)
    const repos = repositoriesFor(a.db)
    await until(async () => ((await repos.conversations.get(c)) ? true : undefined), 10_000)
    const sent = ['one', 'two', 'three'].map((t) => message(c, ann.id, t))
    for (const m of sent) await repos.messages.insert(m)

    await until(async () => {
      const rows = await held(b, c)
      return rows.length === 3 ? rows : undefined
    }, 15_000)
    expect((await held(b, c)).map((m) => m.body)).toEqual(['one', 'two', 'three'])
    // The sender's own copies are the server's, and nothing waits in the outbox.
    await until(async () => {
      const rows = await held(a, c)
      return rows.every((m) => m.sent_at !== null) ? true : undefined
    }, 15_000)
    await until(async () => ((await repos.outbox.pendingWrites()) === 0 ? true : undefined), 15_000)
    const rows = await sql<{ n: number }>(
      server,
      'select count(*)::int as n from messages where conversation_id = $1',
      [c],
    )
    expect(rows[0]?.n).toBe(3)
  })

  it('[SYNC-MSG-1] written offline, sent in order once the device is back', async () => {
    const ann = await makeUser(server, ['company'], 'Ann')
    const bob = await makeUser(server, ['craftsman'], 'Bob')
    const c = await conversationOf(ann, bob)
    const gate = gatedFetch()
    const a = await device(bob, gate.fetch)
    const repos = repositoriesFor(a.db)
    await until(async () => ((await repos.conversations.get(c)) ? true : undefined), 10_000)
    await a.engine.awaitInSync()
    gate.offline = true
    const texts = ['first', 'second', 'third']
    for (const t of texts) await repos.messages.insert(message(c, bob.id, t))
    expect(await repos.outbox.pendingWrites()).toBe(3)
    gate.offline = false
    a.engine.resync()
    const order = await until(async () => {
      const rows = await sql<{ body: string }>(
        server,
        'select body from messages where conversation_id = $1 order by sent_at, created_at',
        [c],
      )
      return rows.length === 3 ? rows : undefined
    }, 20_000)
    expect(order.map((r) => r.body)).toEqual(texts)
    await until(async () => ((await repos.outbox.pendingWrites()) === 0 ? true : undefined), 20_000)
  })

  it('[SYNC-MSG-2] a device keeps the newest 200 of a conversation and fetches older on request', async () => {
    const ann = await makeUser(server, ['company'], 'Ann')
    const bob = await makeUser(server, ['craftsman'], 'Bob')
    const c = await conversationOf(ann, bob)
    await sql(
      server,
      `insert into messages (conversation_id, user_id, body, created_at, sent_at)
       select $1, $2, 'm' || n, now() - (260 - n) * interval '1 minute',
              now() - (260 - n) * interval '1 minute'
       from generate_series(1, 260) n`,
      [c, ann.id],
    )
    const b = await device(bob)
    await until(async () => ((await held(b, c)).length === 200 ? true : undefined), 20_000)
    const kept = await held(b, c)
    expect(kept[0]?.body).toBe('m61')
    expect(kept.at(-1)?.body).toBe('m260')

    const came = await b.engine.keepOlderMessages(c, kept[0]!.sent_at!)
    expect(came).toBe(50)
    const more = await held(b, c)
    expect(more).toHaveLength(250)
    expect(more[0]?.body).toBe('m11')
  })
})
