// The Phoenix protocol itself: raw frames (heartbeat, malformed and binary input, unknown
// topics, the apikey check), serializer 1.0.0 through supabase-js, broadcast (binary pushes),
// presence, leave and server-side channel stop on a bad token.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
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
} from './realtime-helpers.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ extraSql: RT_SCHEMA_SQL })
})
afterAll(async () => {
  await server?.close()
})

const wsUrl = (query: string): string =>
  `${server.url.replace(/^http/, 'ws')}/realtime/v1/websocket?${query}`

function openRaw(
  query: string,
): Promise<{ ws: WebSocket; frames: unknown[]; next: () => Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(query))
    const frames: unknown[] = []
    const waiters: Array<(f: unknown) => void> = []
    ws.on('message', (data) => {
      const frame: unknown = JSON.parse(String(data))
      const w = waiters.shift()
      if (w) w(frame)
      else frames.push(frame)
    })
    const next = (): Promise<unknown> =>
      frames.length > 0
        ? Promise.resolve(frames.shift())
        : new Promise((r, j) => {
            const t = setTimeout(() => j(new Error('no frame')), 3000)
            waiters.push((f) => {
              clearTimeout(t)
              r(f)
            })
          })
    ws.once('open', () => resolve({ ws, frames, next }))
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)))
    ws.once('error', reject)
  })
}

describe('raw Phoenix frames', () => {
  it('answers heartbeats and survives malformed, binary and unknown-topic frames (vsn 2.0.0)', async () => {
    const { ws, next } = await openRaw(`apikey=${server.anonKey}&vsn=2.0.0`)
    ws.send('{not json')
    ws.send(Buffer.from([0xff, 0x00, 0x13]), { binary: true })
    ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]))
    expect(await next()).toEqual([
      null,
      '1',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ])
    ws.send(
      JSON.stringify([
        '2',
        '2',
        'realtime:nowhere',
        'broadcast',
        { type: 'broadcast', event: 'x', payload: {} },
      ]),
    )
    expect(await next()).toEqual([
      '2',
      '2',
      'realtime:nowhere',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ])
    expect(ws.readyState).toBe(WebSocket.OPEN)
    ws.close()
  })

  it('speaks JSON objects with vsn 1.0.0', async () => {
    const { ws, next } = await openRaw(`apikey=${server.anonKey}&vsn=1.0.0`)
    ws.send(
      JSON.stringify({
        topic: 'phoenix',
        event: 'heartbeat',
        payload: {},
        ref: '9',
        join_ref: null,
      }),
    )
    expect(await next()).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '9',
      join_ref: null,
    })
    ws.close()
  })

  it('drops a client that stops reading instead of buffering its backlog without bound', async () => {
    const join = (ws: WebSocket) =>
      ws.send(
        JSON.stringify({
          topic: 'realtime:flood',
          event: 'phx_join',
          payload: { config: { broadcast: { self: false } } },
          ref: '1',
          join_ref: '1',
        }),
      )
    const slow = await openRaw(`apikey=${server.anonKey}&vsn=1.0.0`)
    const sender = await openRaw(`apikey=${server.anonKey}&vsn=1.0.0`)
    join(slow.ws)
    join(sender.ws)
    await slow.next()
    await sender.next()
    const closed = new Promise<boolean>((resolve) => {
      slow.ws.once('close', () => resolve(true))
      setTimeout(() => resolve(false), 15_000)
    })
    // A frozen tab: the client reads nothing more while ~40 MB is broadcast to it.
    const tcp = (slow.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket
    tcp.pause()
    const payload = { type: 'broadcast', event: 'e', payload: { pad: 'x'.repeat(100_000) } }
    for (let i = 0; i < 400; i++) {
      sender.ws.send(JSON.stringify({ topic: 'realtime:flood', event: 'broadcast', payload }))
      if (i % 50 === 0) await new Promise((r) => setTimeout(r, 10))
    }
    await new Promise((r) => setTimeout(r, 500))
    tcp.resume()
    expect(await closed).toBe(true)
    expect(sender.ws.readyState).toBe(WebSocket.OPEN)
    sender.ws.close()
  }, 30_000)

  it('refuses the upgrade without a valid apikey', async () => {
    await expect(openRaw('vsn=2.0.0')).rejects.toThrow('HTTP 401')
    await expect(openRaw('apikey=not-a-key&vsn=2.0.0')).rejects.toThrow('HTTP 401')
  })
})

describe('supabase-js over both serializers', () => {
  it('receives postgres_changes with serializer 1.0.0', async () => {
    const client: SupabaseClient = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket, vsn: '1.0.0' },
    })
    const got = new Collector()
    await subscribed(
      client
        .channel('v1')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_open' }, (p) =>
          got.push(p as unknown as Payload),
        ),
    )
    await sql(server, `insert into rt_open (id, label) values (1, 'one')`)
    expect((await got.next()).new).toEqual({ id: 1, label: 'one' })
    await closeClients(client)
  })

  it('relays binary broadcast pushes to other members (and to self when asked) without breaking the socket', async () => {
    const a = await clientFor(server)
    const b = await clientFor(server)
    const gotA = new Collector()
    const gotB = new Collector()
    const changes = new Collector()
    const chA = a
      .channel('room', { config: { broadcast: { self: true, ack: true } } })
      .on('broadcast', { event: 'ping' }, (p) => gotA.push(p as unknown as Payload))
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_open' }, (p) =>
        changes.push(p as unknown as Payload),
      )
    const chB = b
      .channel('room')
      .on('broadcast', { event: 'ping' }, (p) => gotB.push(p as unknown as Payload))
    await Promise.all([subscribed(chA), subscribed(chB)])
    expect(
      await chA.send({ type: 'broadcast', event: 'ping', payload: { n: 1, text: 'héllo' } }),
    ).toBe('ok')
    expect(await gotB.next()).toMatchObject({ event: 'ping', payload: { n: 1, text: 'héllo' } })
    expect(await gotA.next()).toMatchObject({ event: 'ping', payload: { n: 1 } })
    await sql(server, `insert into rt_open (id, label) values (2, 'after broadcast')`)
    expect((await changes.next()).new).toMatchObject({ id: 2 })
    await closeClients(a, b)
  })

  it('acknowledges presence and shares presence state', async () => {
    const a = await clientFor(server)
    const b = await clientFor(server)
    const chA = a.channel('lobby', { config: { presence: { key: 'alice' } } })
    const joined = new Promise<string>((resolve) => {
      chA.on('presence', { event: 'join' }, ({ key }) => {
        if (key === 'bob') resolve(key)
      })
    })
    await subscribed(chA)
    const chB = b
      .channel('lobby', { config: { presence: { key: 'bob' } } })
      .on('presence', { event: 'sync' }, () => {})
    await subscribed(chB)
    expect(await chB.track({ online_at: 'now' })).toBe('ok')
    expect(await joined).toBe('bob')
    expect(Object.keys(chA.presenceState())).toContain('bob')
    await closeClients(a, b)
  })

  it('answers phx_leave and stops a channel whose new access token is invalid', async () => {
    const user = await makeUser(server)
    const client = await clientFor(server, user.token)
    const channel = client.channel('leaving')
    await subscribed(channel)
    expect(await channel.unsubscribe()).toBe('ok')

    const ch2 = client.channel('stopping')
    await subscribed(ch2)
    const system = new Promise<Record<string, unknown>>((resolve) =>
      ch2.on('system', {}, (p) => resolve(p)),
    )
    await client.realtime.setAuth('not.a.jwt')
    expect(await system).toMatchObject({ extension: 'system', status: 'error' })
    await closeClients(client)
  })
})
