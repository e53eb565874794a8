// Private channels and the HTTP broadcast API: RLS policies on realtime.messages decide who may
// join (read) and broadcast (write), as on hosted Realtime; httpSend reaches subscribers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import {
  clientFor,
  closeClients,
  Collector,
  makeUser,
  subscribed,
  type Payload,
  type TestUser,
} from './realtime-helpers.ts'

// realtime.messages as the platform provides it (idempotent, in case the bootstrap has it).
const SQL = `
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;
create table if not exists realtime.messages (
  id uuid not null default gen_random_uuid(), topic text not null, extension text not null,
  payload jsonb, event text, private boolean default false,
  updated_at timestamp not null default now(), inserted_at timestamp not null default now(),
  primary key (id, inserted_at));
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;
create or replace function realtime.topic() returns text language sql stable
  as $$ select nullif(current_setting('realtime.topic', true), '')::text $$;
grant execute on function realtime.topic() to anon, authenticated, service_role;
create policy "members read team topics" on realtime.messages for select to authenticated
  using (realtime.topic() = 'team:' || (auth.jwt() ->> 'team'));
create policy "leads write team topics" on realtime.messages for insert to authenticated
  with check (realtime.topic() = 'team:' || (auth.jwt() ->> 'team') and (auth.jwt() ->> 'lead') = 'true');
`

let server: TestServer
let lead: TestUser
let member: TestUser
let outsider: TestUser

async function teamUser(team: string, isLead: boolean): Promise<TestUser> {
  const base = await makeUser(server)
  const token = await server.ctx.jwt.sign(
    { sub: base.id, role: 'authenticated', aud: 'authenticated', team, lead: isLead },
    3600,
  )
  return { id: base.id, token }
}

beforeAll(async () => {
  server = await startTestServer({ extraSql: SQL })
  lead = await teamUser('red', true)
  member = await teamUser('red', false)
  outsider = await teamUser('blue', true)
})
afterAll(async () => {
  await server?.close()
})

const privateConfig = { config: { private: true, broadcast: { self: true, ack: true } } }

describe('private channels', () => {
  it('lets only users whose policies allow reading join', async () => {
    const c = await clientFor(server, member.token)
    await subscribed(c.channel('team:red', privateConfig))
    const o = await clientFor(server, outsider.token)
    await expect(subscribed(o.channel('team:red', privateConfig))).rejects.toThrow(/Unauthorized/)
    const anon = await clientFor(server)
    await expect(subscribed(anon.channel('team:red', privateConfig))).rejects.toThrow(
      /Unauthorized/,
    )
    await closeClients(c, o, anon)
  })

  it('relays broadcasts only from users allowed to write', async () => {
    const l = await clientFor(server, lead.token)
    const m = await clientFor(server, member.token)
    const got = new Collector()
    const chL = l.channel('team:red', privateConfig)
    const chM = m
      .channel('team:red', privateConfig)
      .on('broadcast', { event: 'note' }, (p) => got.push(p as unknown as Payload))
    await Promise.all([subscribed(chL), subscribed(chM)])
    expect(await chL.send({ type: 'broadcast', event: 'note', payload: { from: 'lead' } })).toBe(
      'ok',
    )
    expect(await got.next()).toMatchObject({ payload: { from: 'lead' } })
    expect(
      await chM.send({ type: 'broadcast', event: 'note', payload: { from: 'member' } }),
    ).not.toBe('ok')
    await new Promise((r) => setTimeout(r, 150))
    expect(got.items).toHaveLength(0)
    await closeClients(l, m)
  })
})

describe('HTTP broadcast API', () => {
  it('delivers httpSend JSON and binary payloads, and checks write rights on private topics', async () => {
    const m = await clientFor(server, member.token)
    const got = new Collector()
    const pub = m
      .channel('lobby')
      .on('broadcast', { event: '*' }, (p) => got.push(p as unknown as Payload))
    const priv = m
      .channel('team:red', privateConfig)
      .on('broadcast', { event: '*' }, (p) => got.push(p as unknown as Payload))
    await Promise.all([subscribed(pub), subscribed(priv)])

    expect(await pub.httpSend('json', { hello: 'public' })).toEqual({ success: true })
    expect(await got.next()).toMatchObject({ event: 'json', payload: { hello: 'public' } })

    await expect(priv.httpSend('denied', { x: 1 })).rejects.toThrow(/permissions to write/)
    const l = await clientFor(server, lead.token)
    const leadPriv = l.channel('team:red', privateConfig)
    await subscribed(leadPriv)
    const bytes = new Uint8Array([1, 2, 3, 4, 5])
    expect(await leadPriv.httpSend('binary', bytes)).toEqual({ success: true })
    const binary = await got.next()
    expect(binary.event).toBe('binary')
    expect(new Uint8Array(binary.payload as ArrayBuffer)).toEqual(bytes)
    await closeClients(m, l)
  })

  it('accepts the batch endpoint realtime-js uses before a channel has joined', async () => {
    const m = await clientFor(server, member.token)
    const got = new Collector()
    await subscribed(
      m
        .channel('batch-room')
        .on('broadcast', { event: 'hi' }, (p) => got.push(p as unknown as Payload)),
    )
    const res = await fetch(`${server.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${server.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ messages: [{ topic: 'batch-room', event: 'hi', payload: { n: 1 } }] }),
    })
    expect(res.status).toBe(202)
    expect(await got.next()).toMatchObject({ event: 'hi', payload: { n: 1 } })
    const bad = await fetch(`${server.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: '{"messages": 5}',
    })
    expect(bad.status).toBe(400)
    await closeClients(m)
  })
})
