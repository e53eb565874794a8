// Shared steps of the messaging suites (issue 32): starting a conversation, sending a message as
// the app does (REST insert returning the server's row), and reading state as the database owner.
import { randomUUID } from 'node:crypto'
import type { PostgrestError } from '@supabase/supabase-js'
import { expect } from 'vitest'
import { sql, type TestServer, type User } from './helpers.ts'

export interface MessageRow {
  id: string
  conversation_id: string
  user_id: string
  body: string
  attachments: string
  attachment_names: string
  reply_to: string | null
  created_at: string
  sent_at: string
  edited_at: string | null
  deleted_at: string | null
  _modified: string
  _deleted: boolean
}

export interface MemberRow {
  id: string
  conversation_id: string
  user_id: string
  role: string
  left_at: string | null
  last_read_at: string | null
  last_delivered_at: string | null
  unread_count: number
  muted: boolean
  archived: boolean
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

/** The conversation between `user` and `other` (about `applicationId`), started or found. */
export async function start(user: User, other: User, applicationId?: string): Promise<string> {
  const { data, error } = await user.db.rpc('start_conversation', {
    p_user_id: other.id,
    ...(applicationId ? { p_application_id: applicationId } : {}),
  })
  expect(error).toBeNull()
  return data as string
}

/** Sends a message as the app does: the device picks the id, the server answers with its row. */
export async function send(
  user: User,
  conversationId: string,
  body: string,
  extra: Record<string, unknown> = {},
): Promise<{ data: MessageRow | null; error: PostgrestError | null }> {
  const { data, error } = await user.db
    .from('messages')
    .insert({ id: randomUUID(), conversation_id: conversationId, body, ...extra })
    .select()
    .maybeSingle()
  return { data: data as MessageRow | null, error }
}

/** Sends and expects success; returns the server's row. */
export async function sent(user: User, conversationId: string, body: string): Promise<MessageRow> {
  const { data, error } = await send(user, conversationId, body)
  expect(error).toBeNull()
  return data!
}

export async function member(
  server: TestServer,
  conversationId: string,
  user: User,
): Promise<MemberRow> {
  const [row] = await sql<MemberRow>(
    server,
    `select id, conversation_id, user_id, role, left_at, last_read_at, last_delivered_at,
       unread_count, muted, archived
     from conversation_members where id = $1`,
    [`${conversationId}:${user.id}`],
  )
  return row!
}

/** The member's 'message' notifications, newest first. */
export async function messageNotes(
  server: TestServer,
  user: User,
): Promise<
  Array<{ title: string; message: string; read: boolean; data: Record<string, unknown> }>
> {
  const rows = await sql<{ title: string; message: string; read: boolean; data: string }>(
    server,
    `select title, message, read, data from notifications
     where user_id = $1 and type = 'message' order by created_at desc, id`,
    [user.id],
  )
  return rows.map((r) => ({ ...r, data: JSON.parse(r.data) as Record<string, unknown> }))
}

/** The PostgREST error of a CHECK rule (declared or raised by a guard), by its name. */
export const violates = (constraint: string) =>
  expect.objectContaining({
    code: '23514',
    message: expect.stringContaining(`violates check constraint "${constraint}"`),
  })
