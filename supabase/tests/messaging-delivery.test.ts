// Messaging (issue 32), what a new message does: the other members' unread counts, the
// conversation's last message, and one grouped notification per conversation for members who have
// not muted it (read when they read the conversation, cleaned when a message is deleted); read
// marks that only move forward; and a job's hired team conversation.
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
import { member, messageNotes, sent, sleep, start, violates } from './messaging-helpers.ts'

let server: TestServer
let priya: User

beforeAll(async () => {
  server = await startProductServer()
  priya = await makeUser(server, ['company'], 'Priya Sharma')
})
afterAll(async () => {
  await server?.close()
})

describe('delivery: unread counts, last message, notifications', () => {
  let a: User
  let b: User
  let id: string

  beforeAll(async () => {
    a = await makeUser(server, [], 'Anna Builder')
    b = await makeUser(server, [], 'Ben Framer')
    id = await start(a, b)
  })

  it("counts the others' unread messages and keeps the conversation's last message", async () => {
    const sentRows = []
    for (const body of ['First', 'Second', 'Third  line\nwrapped']) {
      sentRows.push(await sent(a, id, body))
      await sleep(3)
    }
    const last = sentRows[2]!
    expect(await member(server, id, b)).toMatchObject({ unread_count: 3 })
    expect(await member(server, id, a)).toMatchObject({ unread_count: 0 })
    const { data } = await b.db.from('conversations').select('*').eq('id', id).single()
    expect(data).toMatchObject({
      last_message_id: last.id,
      last_message_sender: a.id,
      last_message_preview: 'Third line wrapped',
    })
    expect(Date.parse(data.last_message_at)).toBe(Date.parse(last.sent_at))
  })

  it('groups the notifications: one unread per conversation, with the count', async () => {
    const notes = await messageNotes(server, b)
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({
      read: false,
      title: '3 new messages from Anna Builder',
      message: 'Third line wrapped',
      data: { kind: 'message', conversation_id: id, count: 3, sender_name: 'Anna Builder' },
    })
    expect(await messageNotes(server, a)).toEqual([])
  })

  it('recounts when the read mark moves, which never moves back nor past now', async () => {
    const rows = await sql<{ id: string; sent_at: string }>(
      server,
      'select id, sent_at from messages where conversation_id = $1 order by sent_at',
      [id],
    )
    const mark = (at: string | null, extra = {}) =>
      b.db
        .from('conversation_members')
        .update({ last_read_at: at, ...extra })
        .eq('id', `${id}:${b.id}`)
        .select()
        .single()
    // A device that has read nothing pushes its whole row (nulls included) when muting: still unread.
    const push = await mark(null, { last_delivered_at: null, muted: false })
    expect(push.data).toMatchObject({
      unread_count: 3,
      last_read_at: null,
      last_delivered_at: null,
    })
    const first = await mark(rows[0]!.sent_at, { unread_count: 0 })
    expect(first.data).toMatchObject({ unread_count: 2 })
    const back = await mark('2000-01-01T00:00:00Z')
    expect(Date.parse(back.data.last_read_at)).toBe(Date.parse(rows[0]!.sent_at))
    expect(back.data.unread_count).toBe(2)
    const cleared = await mark(null)
    expect(Date.parse(cleared.data.last_read_at)).toBe(Date.parse(rows[0]!.sent_at))
    const ahead = await mark(new Date(Date.now() + 86_400_000).toISOString())
    expect(Date.parse(ahead.data.last_read_at)).toBeLessThanOrEqual(Date.now())
    expect(ahead.data.unread_count).toBe(0)
    expect(Date.parse(ahead.data.last_delivered_at)).toBe(Date.parse(ahead.data.last_read_at))
  })

  it('mark_conversation_read and conversation_unread_counts; reading reads the notification', async () => {
    const more = [await sent(a, id, 'Fourth'), await sent(a, id, 'Fifth')]
    const counts = await b.db.rpc('conversation_unread_counts')
    expect(counts.data).toEqual([{ conversation_id: id, unread: 2, muted: false }])
    const notes = await messageNotes(server, b)
    expect(notes.filter((n) => !n.read)).toHaveLength(1)
    expect(notes[0]).toMatchObject({ read: false, data: { count: 2 } })
    const partly = await b.db.rpc('mark_conversation_read', {
      p_conversation_id: id,
      p_message_id: more[0]!.id,
    })
    expect(partly.error).toBeNull()
    expect((await member(server, id, b)).unread_count).toBe(1)
    expect((await messageNotes(server, b))[0]!.read).toBe(false)
    await b.db.rpc('mark_conversation_read', { p_conversation_id: id, p_message_id: more[1]!.id })
    expect((await b.db.rpc('conversation_unread_counts')).data).toEqual([
      { conversation_id: id, unread: 0, muted: false },
    ])
    expect((await messageNotes(server, b)).every((n) => n.read)).toBe(true)
    const elsewhere = await b.db.rpc('mark_conversation_read', {
      p_conversation_id: id,
      p_message_id: randomUUID(),
    })
    expect(elsewhere.error?.code).toBe('P0002')
    const stranger = await makeUser(server)
    expect((await stranger.db.rpc('conversation_unread_counts')).data).toEqual([])
  })

  it('a deleted unread message no longer counts, nor shows in a notification', async () => {
    const remove = (message: { id: string }) =>
      a.db.from('messages').update({ deleted_at: new Date().toISOString() }).eq('id', message.id)
    const oops = await sent(a, id, 'Sent to the wrong chat')
    expect((await member(server, id, b)).unread_count).toBe(1)
    await remove(oops)
    expect((await member(server, id, b)).unread_count).toBe(0)
    const [conv] = await sql(
      server,
      'select last_message_preview from conversations where id = $1',
      [id],
    )
    expect(conv).toEqual({ last_message_preview: '' })
    expect((await messageNotes(server, b)).every((n) => n.read)).toBe(true)

    const kept = await sent(a, id, 'Gate code is 4512')
    await sleep(3)
    const wrong = await sent(a, id, 'My bank PIN is 0000')
    expect((await messageNotes(server, b))[0]).toMatchObject({
      read: false,
      message: 'My bank PIN is 0000',
    })
    await remove(wrong)
    expect((await member(server, id, b)).unread_count).toBe(1)
    const [note] = await messageNotes(server, b)
    expect(note).toMatchObject({
      read: false,
      title: 'New message from Anna Builder',
      message: 'Gate code is 4512',
      data: { message_id: kept.id, count: 1, preview: 'Gate code is 4512' },
    })
    await b.db.rpc('mark_conversation_read', { p_conversation_id: id, p_message_id: kept.id })
    expect((await messageNotes(server, b)).every((n) => n.read)).toBe(true)
  })

  it('a muted member counts unread messages but gets no notification', async () => {
    await b.db.from('conversation_members').update({ muted: true }).eq('id', `${id}:${b.id}`)
    const before = (await messageNotes(server, b)).length
    await sent(a, id, 'Muted chat message')
    expect(await member(server, id, b)).toMatchObject({ muted: true, unread_count: 1 })
    expect(await messageNotes(server, b)).toHaveLength(before)
    await b.db.from('conversation_members').update({ muted: false }).eq('id', `${id}:${b.id}`)
    await sent(a, id, 'Unmuted again')
    const notes = await messageNotes(server, b)
    expect(notes).toHaveLength(before + 1)
    expect(notes[0]).toMatchObject({
      read: false,
      title: '2 new messages from Anna Builder',
      message: 'Unmuted again',
      data: { count: 2 },
    })
  })
})

describe('start_job_team_conversation', () => {
  it("is the job poster's, once someone is hired; called again it adds the newly hired", async () => {
    const job = String((await insertAsOwner(server, 'jobs', jobRow(priya.id))).id)
    const [sam, lee] = [
      await makeUser(server, ['craftsman']),
      await makeUser(server, ['craftsman']),
    ]
    const apps = [] as string[]
    for (const user of [sam, lee]) {
      apps.push(
        String((await insertAsOwner(server, 'job_applications', applicationRow(job, user.id))).id),
      )
    }
    const early = await priya.db.rpc('start_job_team_conversation', { p_job_id: job })
    expect(early.error).toEqual(violates('conversations_team_hired'))
    await sql(server, `update job_applications set status = 'accepted' where id = $1`, [apps[0]])
    const notPoster = await sam.db.rpc('start_job_team_conversation', { p_job_id: job })
    expect(notPoster.error?.code).toBe('42501')
    const { data: id, error } = await priya.db.rpc('start_job_team_conversation', { p_job_id: job })
    expect(error).toBeNull()
    const membersOf = async () =>
      (
        await sql<{ user_id: string; role: string }>(
          server,
          'select user_id, role from conversation_members where conversation_id = $1 order by role, user_id',
          [id],
        )
      ).map((m) => [m.user_id, m.role])
    expect(await membersOf()).toEqual([
      [sam.id, 'member'],
      [priya.id, 'owner'],
    ])
    const [conv] = await sql(
      server,
      'select kind, title, job_id from conversations where id = $1',
      [id],
    )
    expect(conv).toEqual({
      kind: 'group',
      title: 'Journeyperson Electrician – Tenant Fit-Out',
      job_id: job,
    })
    await sql(server, `update job_applications set status = 'accepted' where id = $1`, [apps[1]])
    expect((await priya.db.rpc('start_job_team_conversation', { p_job_id: job })).data).toBe(id)
    expect(await membersOf()).toHaveLength(3)
    expect((await sent(lee, id as string, 'Lee here, see you on site')).user_id).toBe(lee.id)
    // A group's notification names the group.
    await sent(sam, id as string, 'Sam too')
    const [note] = await messageNotes(server, priya)
    expect(note).toMatchObject({
      title: '2 new messages in Journeyperson Electrician – Tenant Fit-Out',
      data: { count: 2, conversation_id: id },
    })
  })
})
