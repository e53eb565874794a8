// Messaging (issue 32): starting conversations, who reads and writes them over REST (members
// only; a member who left keeps what came before), and what the server stamps and lets a sender
// change. What a new message does (unread counts, last message, notifications) and job teams:
// messaging-delivery.test.ts; pull, realtime and files: messaging-live.test.ts.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applicationRow,
  insertAsOwner,
  jobRow,
  makeUser,
  sql,
  startProductServer,
  type TestServer,
  type User,
} from './helpers.ts'
import { member, send, sent, sleep, start, violates } from './messaging-helpers.ts'

let server: TestServer
let priya: User
let marc: User
let eve: User
let applicationId: string
let jobId: string

beforeAll(async () => {
  server = await startProductServer()
  priya = await makeUser(server, ['company'], 'Priya Sharma')
  marc = await makeUser(server, ['craftsman'], 'Marc Tremblay')
  eve = await makeUser(server, ['craftsman'], 'Eve Outsider')
  jobId = String((await insertAsOwner(server, 'jobs', jobRow(priya.id))).id)
  applicationId = String(
    (await insertAsOwner(server, 'job_applications', applicationRow(jobId, marc.id))).id,
  )
})
afterAll(async () => {
  await server?.close()
})

describe('start_conversation', () => {
  it('returns the same conversation from either side; one about an application is its own', async () => {
    const id = await start(marc, priya)
    expect(await start(priya, marc)).toBe(id)
    const members = await sql<{ user_id: string }>(
      server,
      'select user_id from conversation_members where conversation_id = $1 order by user_id',
      [id],
    )
    expect(members.map((m) => m.user_id)).toEqual([marc.id, priya.id].sort())
    const about = await start(priya, marc, applicationId)
    expect(about).not.toBe(id)
    expect(await start(marc, priya, applicationId)).toBe(about)
    const [row] = await sql(
      server,
      'select kind, job_id, application_id, created_by from conversations where id = $1',
      [about],
    )
    expect(row).toEqual({
      kind: 'direct',
      job_id: jobId,
      application_id: applicationId,
      created_by: priya.id,
    })
  })

  it('refuses oneself, an unknown person and an application not between the two', async () => {
    const self = await marc.db.rpc('start_conversation', { p_user_id: marc.id })
    expect(self.error?.code).toBe('22023')
    const nobody = await marc.db.rpc('start_conversation', { p_user_id: randomUUID() })
    expect(nobody.error?.code).toBe('P0002')
    const notTheirs = await eve.db.rpc('start_conversation', {
      p_user_id: priya.id,
      p_application_id: applicationId,
    })
    expect(notTheirs.error?.code).toBe('42501')
    expect(
      await sql(server, 'select 1 from conversation_members where user_id = $1', [eve.id]),
    ).toEqual([])
  })

  it('lets a member who left rejoin by starting it again, with the unread messages counted', async () => {
    const [a, b] = [await makeUser(server), await makeUser(server)]
    const id = await start(a, b)
    await sent(b, id, 'Before you go')
    const left = await a.db
      .from('conversation_members')
      .update({ left_at: new Date().toISOString() })
      .eq('id', `${id}:${a.id}`)
    expect(left.error).toBeNull()
    expect((await member(server, id, a)).unread_count).toBe(0)
    expect((await send(a, id, 'Still here?')).error).toEqual(violates('messages_sender_member'))
    const again = await a.db
      .from('conversation_members')
      .update({ left_at: null })
      .eq('id', `${id}:${a.id}`)
    expect(again.error).toEqual(violates('conversation_members_left_final'))
    expect(await start(a, b)).toBe(id)
    expect(await member(server, id, a)).toMatchObject({ left_at: null, unread_count: 1 })
    expect((await send(a, id, 'Back again')).error).toBeNull()
  })
})

describe('who reads and writes (RLS over REST)', () => {
  let id: string
  let fromPriya: string

  beforeAll(async () => {
    id = await start(priya, marc)
    fromPriya = (await sent(priya, id, 'Can you start Monday at 7?')).id
  })

  it('a non-member reads nothing of the conversation', async () => {
    for (const [table, column] of [
      ['conversations', 'id'],
      ['conversation_members', 'conversation_id'],
      ['messages', 'conversation_id'],
    ] as const) {
      const { data, error } = await eve.db.from(table).select('*').eq(column, id)
      expect(error, table).toBeNull()
      expect(data, table).toEqual([])
    }
    // The members themselves do read it.
    expect((await marc.db.from('messages').select('id').eq('id', fromPriya)).data).toHaveLength(1)
    expect(
      (await marc.db.from('conversation_members').select('id').eq('conversation_id', id)).data,
    ).toHaveLength(2)
  })

  it('a non-member cannot send, nor send as a member', async () => {
    expect((await send(eve, id, 'Hello from outside')).error).toEqual(
      violates('messages_sender_member'),
    )
    const spoof = await send(marc, id, 'Pretending to be Priya', { user_id: priya.id })
    expect(spoof.error?.code).toBe('42501')
    expect(
      await sql(server, `select 1 from messages where body in ($1, $2)`, [
        'Hello from outside',
        'Pretending to be Priya',
      ]),
    ).toEqual([])
  })

  it("nobody changes someone else's message or member row", async () => {
    for (const user of [eve, marc]) {
      const edit = await user.db
        .from('messages')
        .update({ body: 'Changed' })
        .eq('id', fromPriya)
        .select()
      expect(edit.data).toEqual([])
      const row = await user.db
        .from('conversation_members')
        .update({ muted: true, last_read_at: new Date().toISOString() })
        .eq('id', `${id}:${priya.id}`)
        .select()
      expect(row.data).toEqual([])
    }
    const [msg] = await sql(server, 'select body, edited_at from messages where id = $1', [
      fromPriya,
    ])
    expect(msg).toEqual({ body: 'Can you start Monday at 7?', edited_at: null })
    expect(await member(server, id, priya)).toMatchObject({ muted: false, last_read_at: null })
    const insert = await marc.db
      .from('conversation_members')
      .insert({ id: `${id}:${eve.id}`, conversation_id: id, user_id: eve.id })
    expect(insert.error?.code).toBe('42501')
    const promote = await marc.db
      .from('conversation_members')
      .update({ role: 'owner' })
      .eq('id', `${id}:${marc.id}`)
    expect(promote.error?.code).toBe('42501')
  })

  it('a member who left reads what came before, nothing after, and cannot send', async () => {
    const [a, b] = [await makeUser(server), await makeUser(server)]
    const conv = await start(a, b)
    const before = await sent(a, conv, 'Site address: 120 Front St W, gate 3')
    await b.db
      .from('conversation_members')
      .update({ left_at: new Date().toISOString() })
      .eq('id', `${conv}:${b.id}`)
    await sleep(5)
    const after = await sent(a, conv, 'Did you see the address?')
    const seen = await b.db.from('messages').select('id').eq('conversation_id', conv)
    expect(seen.data).toEqual([{ id: before.id }])
    expect((await b.db.from('messages').select('id').eq('id', after.id)).data).toEqual([])
    expect((await send(b, conv, 'Got it')).error).toEqual(violates('messages_sender_member'))
    // They keep the conversation and their own row; the others' rows are no longer theirs.
    expect((await b.db.from('conversations').select('id').eq('id', conv)).data).toHaveLength(1)
    const rows = await b.db
      .from('conversation_members')
      .select('user_id')
      .eq('conversation_id', conv)
    expect(rows.data).toEqual([{ user_id: b.id }])
    expect((await member(server, conv, b)).unread_count).toBe(0)
  })
})

describe('what the server stamps and what a sender may change', () => {
  let id: string
  beforeAll(async () => {
    id = await start(marc, priya)
  })

  it('stamps sent_at; a created_at from the future is now, one from the past is kept', async () => {
    const t0 = Date.now()
    const future = new Date(t0 + 86_400_000).toISOString()
    const { data } = await send(marc, id, 'Clock ahead', {
      sent_at: '2000-01-01T00:00:00Z',
      created_at: future,
      edited_at: future,
    })
    expect(Math.abs(Date.parse(data!.sent_at) - t0)).toBeLessThan(5_000)
    expect(Date.parse(data!.created_at)).toBeLessThanOrEqual(Date.parse(data!.sent_at))
    expect(data!.edited_at).toBeNull()
    const offline = new Date(t0 - 3_600_000).toISOString()
    const queued = await send(marc, id, 'Written offline an hour ago', { created_at: offline })
    expect(Date.parse(queued.data!.created_at)).toBe(Date.parse(offline))
    expect(Date.parse(queued.data!.sent_at)).toBeGreaterThanOrEqual(t0)
    // A reply quotes a message of the same conversation only.
    const elsewhere = await sent(priya, await start(priya, eve), 'Other chat')
    const replies = [
      await send(marc, id, 'Re: other', { reply_to: elsewhere.id }),
      await send(marc, id, 'Re: clock', { reply_to: data!.id }),
    ]
    expect(replies.map((r) => r.data?.reply_to)).toEqual([null, data!.id])
  })

  it('lets only the sender edit the text; the sent message stays where it was', async () => {
    const msg = await sent(marc, id, 'I have my own ladder')
    const edit = await marc.db
      .from('messages')
      .update({ body: 'I have my own ladder and harness' })
      .eq('id', msg.id)
      .select()
      .single()
    expect(edit.data).toMatchObject({
      body: 'I have my own ladder and harness',
      sent_at: msg.sent_at,
    })
    expect(edit.data.edited_at).not.toBeNull()
    const moved = await marc.db
      .from('messages')
      .update({ created_at: '2020-01-01T00:00:00Z' })
      .eq('id', msg.id)
    expect(moved.error?.code).toBe('42501')
    const hidden = await marc.db.from('messages').update({ _deleted: true }).eq('id', msg.id)
    expect(hidden.error?.code).toBe('42501')
  })

  it('deletes as a tombstone, which stays deleted', async () => {
    const msg = await sent(marc, id, 'Wrong address, ignore')
    const del = await marc.db
      .from('messages')
      .update({ deleted_at: '2000-01-01T00:00:00Z' })
      .eq('id', msg.id)
      .select()
      .single()
    expect(del.error).toBeNull()
    expect(del.data).toMatchObject({ body: '', attachments: '[]', _deleted: false })
    expect(Date.parse(del.data.deleted_at)).toBeGreaterThan(Date.parse('2020-01-01'))
    const edit = await marc.db.from('messages').update({ body: 'Back' }).eq('id', msg.id)
    expect(edit.error).toEqual(violates('messages_deleted_final'))
    const undelete = await marc.db.from('messages').update({ deleted_at: null }).eq('id', msg.id)
    expect(undelete.error).toEqual(violates('messages_deleted_final'))
  })

  it('refuses an empty or oversized message', async () => {
    for (const body of ['', '   \n ', 'x'.repeat(4001)]) {
      expect((await send(marc, id, body)).error, `${body.length} characters`).toEqual(
        violates('messages_body_length'),
      )
    }
    expect((await send(marc, id, 'x'.repeat(4000))).error).toBeNull()
  })

  it('refuses attachments not uploaded or in someone else’s folder', async () => {
    const own = `${marc.id}/${randomUUID()}.jpg`
    const missing = await send(marc, id, 'Photo of the panel', {
      attachments: JSON.stringify([own]),
    })
    expect(missing.error).toMatchObject({
      code: '23503',
      message: `The file has not been uploaded: ${own}`,
    })
    const theirs = `${priya.id}/${randomUUID()}.png`
    const foreign = await send(marc, id, 'Your photo', { attachments: JSON.stringify([theirs]) })
    expect(foreign.error).toEqual(violates('messages_attachments_owned'))
    for (const attachments of ['not json', '[1]', JSON.stringify(Array(7).fill(own))]) {
      expect((await send(marc, id, 'Files', { attachments })).error, attachments).toEqual(
        violates('messages_attachments_format'),
      )
    }
    const png = new Blob([new Uint8Array(16)], { type: 'image/png' })
    expect((await priya.db.storage.from('chat').upload(theirs, png)).error).toBeNull()
    const uploaded = await send(marc, id, 'Your photo', { attachments: JSON.stringify([theirs]) })
    expect(uploaded.error).toEqual(violates('messages_attachments_owned'))
    const mine = `${marc.id}/${randomUUID()}.png`
    expect((await marc.db.storage.from('chat').upload(mine, png)).error).toBeNull()
    const photo = await send(marc, id, '', {
      attachments: JSON.stringify([mine]),
      attachment_names: '["panel.png"]',
    })
    expect(photo.error).toBeNull()
    const [conv] = await sql(
      server,
      'select last_message_preview from conversations where id = $1',
      [id],
    )
    expect(conv).toEqual({ last_message_preview: '' })
  })
})
