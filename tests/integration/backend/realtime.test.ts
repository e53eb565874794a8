// Realtime postgres_changes through the unmodified supabase-js client: payload shapes, filters,
// RLS isolation between users, token updates and join rejection.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import {
  clientFor,
  closeClients,
  Collector,
  makeUser,
  RT_SCHEMA_SQL,
  sql,
  subscribed,
  type Payload,
  type TestUser,
} from './realtime-helpers.ts'

let server: TestServer
let alice: TestUser
let bob: TestUser

beforeAll(async () => {
  server = await startTestServer({ extraSql: RT_SCHEMA_SQL })
  alice = await makeUser(server)
  bob = await makeUser(server)
})
afterAll(async () => {
  await server?.close()
})

describe('postgres_changes', () => {
  it('delivers INSERT, UPDATE and DELETE in the shapes supabase-js hands to callbacks', async () => {
    const client = await clientFor(server, alice.token)
    const got = new Collector()
    await subscribed(
      client
        .channel('shapes')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes' }, (p) =>
          got.push(p as unknown as Payload),
        ),
    )
    const id = randomUUID()
    await sql(
      server,
      `insert into rt_notes (id, owner, body, n, tags, meta, secret) values ($1, $2, 'hi', 7, '{a,b}', '{"k":1}', 'hidden')`,
      [id, alice.id],
    )
    const ins = await got.next()
    expect(ins).toMatchObject({
      schema: 'public',
      table: 'rt_notes',
      eventType: 'INSERT',
      errors: null,
      old: {},
    })
    expect(ins.new).toMatchObject({
      id,
      owner: alice.id,
      body: 'hi',
      n: 7,
      tags: ['a', 'b'],
      meta: { k: 1 },
    })
    expect(ins.new).not.toHaveProperty('secret')
    expect(String(ins.new.created_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+\+00:00$/)
    expect(String(ins.commit_timestamp)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)

    await sql(server, `update rt_notes set body = 'changed' where id = $1`, [id])
    const upd = await got.next()
    expect(upd.eventType).toBe('UPDATE')
    expect(upd.new).toMatchObject({ id, body: 'changed' })
    expect(upd.old).toEqual({ id })

    await sql(server, `delete from rt_notes where id = $1`, [id])
    const del = await got.next()
    expect(del.eventType).toBe('DELETE')
    expect(del.new).toEqual({})
    expect(del.old).toEqual({ id })
    await closeClients(client)
  })

  it('applies event and column filters (eq, neq, lt, lte, gt, gte, in)', async () => {
    const client = await clientFor(server, alice.token)
    const cases: Array<[string, number[]]> = [
      ['n=eq.3', [3]],
      ['n=neq.3', [1, 5]],
      ['n=lt.3', [1]],
      ['n=lte.3', [1, 3]],
      ['n=gt.3', [5]],
      ['n=gte.3', [3, 5]],
      ['n=in.(1,5)', [1, 5]],
    ]
    const collectors = cases.map(() => new Collector())
    let channel = client.channel('filters')
    cases.forEach(([filter], i) => {
      channel = channel.on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'rt_notes', filter },
        (p) => collectors[i]?.push(p as unknown as Payload),
      )
    })
    const updates = new Collector()
    channel = channel.on(
      'postgres_changes',
      { event: 'UPDATE', schema: 'public', table: 'rt_notes' },
      (p) => updates.push(p as unknown as Payload),
    )
    await subscribed(channel)
    for (const n of [1, 3, 5]) {
      await sql(server, `insert into rt_notes (owner, n) values ($1, $2)`, [alice.id, n])
    }
    await sql(server, `update rt_notes set body = 'u' where owner = $1 and n = 5`, [alice.id])
    expect((await updates.next()).eventType).toBe('UPDATE')
    cases.forEach(([filter, expected], i) => {
      const got = collectors[i]?.items.map((p) => p.new.n)
      expect(got, filter).toEqual(expected)
      expect(collectors[i]?.items.every((p) => p.eventType === 'INSERT')).toBe(true)
    })
    await closeClients(client)
  })

  it('rejects a join whose filter does not fit the table, with the reason', async () => {
    const client = await clientFor(server, alice.token)
    const channel = client
      .channel('bad-filter')
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'rt_notes', filter: 'nope=eq.1' },
        () => {},
      )
    await expect(subscribed(channel)).rejects.toThrow(/unknown column "nope"/)
    await closeClients(client)
  })

  it('keeps nothing of a join naming a table that does not exist (yet)', async () => {
    // Clients name any table they like: a remembered miss would grow without bound and hide
    // a table created afterwards.
    const client = await clientFor(server, alice.token)
    const join = (topic: string) =>
      subscribed(
        client
          .channel(topic)
          .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_later' }, () => {}),
      )
    await expect(join('later-1')).rejects.toThrow(/Table public.rt_later does not exist/)
    await sql(server, 'create table public.rt_later (id integer primary key)')
    await join('later-2')
    await closeClients(client)
  })

  it('delivers each change only to subscribers whose JWT may select the row (RLS)', async () => {
    const a = await clientFor(server, alice.token)
    const b = await clientFor(server, bob.token)
    const anon = await clientFor(server)
    const gotA = new Collector()
    const gotB = new Collector()
    const gotAnon = new Collector()
    const on = (c: typeof a, name: string, col: Collector) =>
      subscribed(
        c
          .channel(name)
          .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes' }, (p) =>
            col.push(p as unknown as Payload),
          ),
      )
    await Promise.all([on(a, 'rls-a', gotA), on(b, 'rls-b', gotB), on(anon, 'rls-anon', gotAnon)])
    await sql(server, `insert into rt_notes (owner, body) values ($1, 'for alice')`, [alice.id])
    await sql(server, `insert into rt_notes (owner, body) values ($1, 'for bob')`, [bob.id])
    expect((await gotA.next()).new.body).toBe('for alice')
    expect((await gotB.next()).new.body).toBe('for bob')
    // Ownership moves to bob: alice no longer sees the row, bob now does.
    await sql(server, `update rt_notes set owner = $2 where body = 'for alice' and owner = $1`, [
      alice.id,
      bob.id,
    ])
    const moved = await gotB.next()
    expect(moved).toMatchObject({ eventType: 'UPDATE', new: { body: 'for alice', owner: bob.id } })
    await new Promise((r) => setTimeout(r, 150))
    expect(gotA.items).toHaveLength(0)
    expect(gotB.items).toHaveLength(0)
    expect(gotAnon.items).toHaveLength(0)
    await closeClients(a, b, anon)
  })

  it('re-evaluates visibility after an access_token update', async () => {
    const client = await clientFor(server)
    const got = new Collector()
    await subscribed(
      client
        .channel('token-swap')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, (p) =>
          got.push(p as unknown as Payload),
        ),
    )
    await sql(server, `insert into rt_notes (owner, body) values ($1, 'before')`, [alice.id])
    await client.realtime.setAuth(alice.token)
    await new Promise((r) => setTimeout(r, 100))
    await sql(server, `insert into rt_notes (owner, body) values ($1, 'after')`, [alice.id])
    expect((await got.next()).new.body).toBe('after')
    expect(got.items).toHaveLength(0)
    await closeClients(client)
  })

  it('rejects a join with a forged or expired JWT as CHANNEL_ERROR', async () => {
    const forged = `${alice.token.slice(0, -4)}AAAA`
    const c1 = await clientFor(server, forged)
    const ch1 = c1
      .channel('forged')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes' }, () => {})
    await expect(subscribed(ch1)).rejects.toThrow(/InvalidJWTToken/)
    const expired = await server.ctx.jwt.sign(
      { sub: alice.id, role: 'authenticated', aud: 'authenticated' },
      -120,
    )
    const c2 = await clientFor(server, expired)
    const ch2 = c2
      .channel('expired')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes' }, () => {})
    await expect(subscribed(ch2)).rejects.toThrow(/Token has expired/)
    await closeClients(c1, c2)
  })

  it('delivers rows larger than the 8000-byte NOTIFY limit', async () => {
    const client = await clientFor(server, alice.token)
    const got = new Collector()
    await subscribed(
      client
        .channel('large')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, (p) =>
          got.push(p as unknown as Payload),
        ),
    )
    const body = 'x'.repeat(50_000)
    await sql(server, `insert into rt_notes (owner, body) values ($1, $2)`, [alice.id, body])
    expect((await got.next()).new.body).toBe(body)
    await closeClients(client)
  })

  it('limits records to the columns a binding selects', async () => {
    const client = await clientFor(server, alice.token)
    const got = new Collector()
    await subscribed(
      client
        .channel('select')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_notes', select: ['id', 'body'] },
          (p) => got.push(p as unknown as Payload),
        ),
    )
    await sql(server, `insert into rt_notes (owner, body, n) values ($1, 'narrow', 4)`, [alice.id])
    expect(Object.keys((await got.next()).new).sort()).toEqual(['body', 'id'])
    await closeClients(client)
  })

  it('stops a channel when its token expires', async () => {
    const shortLived = await server.ctx.jwt.sign(
      { sub: alice.id, role: 'authenticated', aud: 'authenticated' },
      2,
    )
    const client = await clientFor(server, shortLived)
    const channel = client.channel('expiring')
    const system = new Promise<Record<string, unknown>>((resolve) =>
      channel.on('system', {}, (p: Record<string, unknown>) => {
        if (p.status === 'error') resolve(p)
      }),
    )
    await subscribed(channel)
    expect(await system).toMatchObject({
      extension: 'system',
      message: expect.stringMatching(/expired/),
    })
    await closeClients(client)
  })
})
