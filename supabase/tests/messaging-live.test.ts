// Messaging (issue 32), what reaches devices: the pull of each conversation's newest messages
// (SYNC-MSG-1) and older pages on request; realtime changes, typing and presence for members only
// (private channel `conversation:<id>`); chat files for those who may read the message naming them.
import { randomUUID } from 'node:crypto'
import type { RealtimeChannel } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  closeClients,
  Collector,
  subscribed,
  type Payload,
} from '../../tests/integration/backend/realtime-helpers.ts'
import { makeUser, sql, startProductServer, type TestServer, type User } from './helpers.ts'
import { send, sent, sleep, start, type MessageRow } from './messaging-helpers.ts'

let server: TestServer
let priya: User
let marc: User
let eve: User
let id: string

beforeAll(async () => {
  server = await startProductServer()
  priya = await makeUser(server, ['company'], 'Priya Sharma')
  marc = await makeUser(server, ['craftsman'], 'Marc Tremblay')
  eve = await makeUser(server, ['craftsman'], 'Eve Outsider')
  id = await start(priya, marc)
})
afterAll(async () => {
  await server?.close()
})

/** `n` messages from `from` and `to` in turn, a second apart, the newest a minute ago. */
async function history(conversation: string, from: User, to: User, n: number): Promise<void> {
  await sql(
    server,
    `insert into messages (conversation_id, user_id, body, created_at, sent_at)
     select $1, case when i % 2 = 0 then $2::uuid else $3::uuid end, 'Message ' || i,
       now() - interval '1 minute' - (($4 - i) * interval '1 second'),
       now() - interval '1 minute' - (($4 - i) * interval '1 second')
     from generate_series(1, $4) i`,
    [conversation, from.id, to.id, n],
  )
}

describe('pull_messages and older_messages', () => {
  let a: User
  let b: User
  let big: string
  let small: string

  beforeAll(async () => {
    a = await makeUser(server)
    b = await makeUser(server)
    const c = await makeUser(server)
    big = await start(a, b)
    small = await start(a, c)
    await history(big, a, b, 230)
    await history(small, c, a, 7)
  })

  const pull = async (user: User, after: MessageRow | null, limit: number) => {
    const { data, error } = await user.db.rpc('pull_messages', {
      p_after_modified: after?._modified ?? null,
      p_after_id: after?.id ?? null,
      p_limit: limit,
    })
    expect(error).toBeNull()
    return data as MessageRow[]
  }

  it('brings the newest kept per conversation, in checkpoint order', async () => {
    expect((await a.db.rpc('messages_kept_per_conversation')).data).toBe(200)
    const all = await pull(a, null, 1000)
    const ofBig = all.filter((m) => m.conversation_id === big)
    expect(ofBig).toHaveLength(200)
    expect(all.filter((m) => m.conversation_id === small)).toHaveLength(7)
    const bodies = new Set(ofBig.map((m) => m.body))
    expect(bodies.has('Message 31')).toBe(true)
    expect(bodies.has('Message 30')).toBe(false)
    const keys = all.map((m) => `${m._modified}|${m.id}`)
    const sorted = [...all]
      .sort((x, y) => Date.parse(x._modified) - Date.parse(y._modified) || (x.id < y.id ? -1 : 1))
      .map((m) => `${m._modified}|${m.id}`)
    expect(keys).toEqual(sorted)

    // Pages of 45 from the checkpoint give the same rows, once each.
    const paged: MessageRow[] = []
    for (
      let page = await pull(a, null, 45);
      page.length > 0;
      page = await pull(a, paged.at(-1)!, 45)
    )
      paged.push(...page)
    expect(paged.map((m) => m.id)).toEqual(all.map((m) => m.id))
    // Nothing after the last checkpoint until something changes.
    expect(await pull(a, all.at(-1)!, 50)).toEqual([])
    const edited = await a.db
      .from('messages')
      .update({ body: 'Message 230 (edited)' })
      .eq('conversation_id', big)
      .eq('body', 'Message 230')
      .select()
      .single()
    expect((await pull(a, all.at(-1)!, 50)).map((m) => m.id)).toEqual([edited.data.id])
    // Someone else's device pulls nothing of these conversations.
    expect(
      (await pull(eve, null, 1000)).filter((m) => [big, small].includes(m.conversation_id)),
    ).toEqual([])
  })

  it('pages back with older_messages, newest first', async () => {
    const [oldest] = await sql<{ sent_at: string }>(
      server,
      `select min(sent_at) sent_at from (select sent_at from messages where conversation_id = $1
         order by sent_at desc limit 200) k`,
      [big],
    )
    const older = async (user: User, before: string, limit: number) =>
      (
        await user.db.rpc('older_messages', {
          p_conversation_id: big,
          p_before: before,
          p_limit: limit,
        })
      ).data as MessageRow[]
    const first = await older(b, oldest!.sent_at, 20)
    expect(first.map((m) => m.body)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Message ${30 - i}`),
    )
    const rest = await older(b, first.at(-1)!.sent_at, 50)
    expect(rest.map((m) => m.body)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Message ${10 - i}`),
    )
    expect(await older(eve, oldest!.sent_at, 50)).toEqual([])
  })

  it('a member who left pulls only what came before', async () => {
    await b.db
      .from('conversation_members')
      .update({ left_at: new Date().toISOString() })
      .eq('id', `${big}:${b.id}`)
    await sleep(5)
    const late = await sent(a, big, 'After Ben left')
    const pulled = await pull(b, null, 1000)
    expect(pulled).toHaveLength(200)
    expect(pulled.map((m) => m.id)).not.toContain(late.id)
  })
})

const privateChannel = { config: { private: true, broadcast: { self: false, ack: true } } }

/** Whether the join succeeds: SUBSCRIBED, or the error the server answered with. */
function joins(channel: RealtimeChannel): Promise<string> {
  return subscribed(channel).then(
    () => 'SUBSCRIBED',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  )
}

describe('realtime', () => {
  afterAll(async () => {
    await closeClients(priya.db, marc.db, eve.db)
  })

  it("a new message reaches the members' devices, not anyone else's", async () => {
    const forMarc = new Collector()
    const forEve = new Collector()
    const listen = (user: User, into: Collector) =>
      subscribed(
        user.db
          .channel(`messages-${user.id}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, (p) =>
            into.push(p as unknown as Payload),
          ),
      )
    await Promise.all([listen(marc, forMarc), listen(eve, forEve)])
    const msg = await sent(priya, id, 'The site is at 88 Queens Quay, loading dock B')
    const got = await forMarc.next(5000)
    expect(got.new).toMatchObject({ id: msg.id, conversation_id: id, user_id: priya.id })
    await sleep(300)
    expect(forEve.items).toEqual([])
  })

  it('members join the private channel, see typing and presence; others cannot join', async () => {
    const topic = `conversation:${id}`
    const typing = new Collector()
    const seen: string[][] = []
    const marcChannel = marc.db
      .channel(topic, { config: { ...privateChannel.config, presence: { key: marc.id } } })
      .on('broadcast', { event: 'typing' }, (p) => typing.push(p as unknown as Payload))
    const priyaChannel = priya.db
      .channel(topic, { config: { ...privateChannel.config, presence: { key: priya.id } } })
      .on('presence', { event: 'sync' }, () =>
        seen.push(Object.keys(priyaChannel.presenceState()).sort()),
      )
    expect(await joins(marcChannel)).toBe('SUBSCRIBED')
    expect(await joins(priyaChannel)).toBe('SUBSCRIBED')
    expect(
      await priyaChannel.send({ type: 'broadcast', event: 'typing', payload: { user: priya.id } }),
    ).toBe('ok')
    expect(await typing.next()).toMatchObject({ event: 'typing', payload: { user: priya.id } })
    expect(await marcChannel.track({ online_at: new Date().toISOString() })).toBe('ok')
    await expect.poll(() => seen.at(-1), { timeout: 3000 }).toEqual([marc.id])

    const outsider = eve.db.channel(topic, privateChannel)
    expect(await joins(outsider)).toMatch(/Unauthorized/)
    // A malformed topic is nobody's.
    expect(await joins(marc.db.channel('conversation:not-a-uuid', privateChannel))).toMatch(
      /Unauthorized/,
    )
  })

  it('a member who left can no longer join', async () => {
    const [a, b] = [await makeUser(server), await makeUser(server)]
    const conv = await start(a, b)
    await b.db
      .from('conversation_members')
      .update({ left_at: new Date().toISOString() })
      .eq('id', `${conv}:${b.id}`)
    expect(await joins(a.db.channel(`conversation:${conv}`, privateChannel))).toBe('SUBSCRIBED')
    expect(await joins(b.db.channel(`conversation:${conv}`, privateChannel))).toMatch(
      /Unauthorized/,
    )
    await closeClients(a.db, b.db)
  })
})

describe('chat files', () => {
  it('a member downloads a file named by a message they read; nobody else does', async () => {
    const path = `${marc.id}/${randomUUID()}.pdf`
    const pdf = new Blob(['%PDF-1.7 quote'], { type: 'application/pdf' })
    expect((await marc.db.storage.from('chat').upload(path, pdf)).error).toBeNull()
    // Uploaded but not yet sent: still the sender's alone.
    expect((await priya.db.storage.from('chat').download(path)).error).not.toBeNull()
    const { error } = await send(marc, id, 'Quote attached', {
      attachments: JSON.stringify([path]),
      attachment_names: '["Quote 2026-114.pdf"]',
    })
    expect(error).toBeNull()
    const got = await priya.db.storage.from('chat').download(path)
    expect(got.error).toBeNull()
    expect(await got.data?.text()).toBe('%PDF-1.7 quote')
    const denied = await eve.db.storage.from('chat').download(path)
    expect((denied.error as { status?: number } | null)?.status).toBe(404)
    // Another of the sender's files whose name is part of the sent one's is not opened by it.
    const part = path.slice(0, -1)
    expect((await marc.db.storage.from('chat').upload(part, pdf)).error).toBeNull()
    const partial = await priya.db.storage.from('chat').download(part)
    expect((partial.error as { status?: number } | null)?.status).toBe(404)
  })
})
