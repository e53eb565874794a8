// Chat messages (issue 32), in the shared collection by conversation (SPEC SYNC-MUX-1, SYNC-MSG-1):
// a device keeps the newest messages of each conversation (pull_messages) and older ones it
// scrolled back to. Written on the device, offline too; shown oldest to newest by the time they
// were written, which keeps a device's queued messages in the order they were typed.
import * as z from 'zod'
import { jsonList, text, timestamp, uuid } from './fields.ts'
import { newestFirstKey } from './sort-key.ts'
import { defineTable } from './table-def.ts'

/** Longest message text (the server's messages_body_length says the same). */
export const MAX_MESSAGE_LENGTH = 4000
/** Most photos and files one message carries. */
export const MAX_MESSAGE_ATTACHMENTS = 6

export const messageRow = z.object({
  id: uuid,
  conversation_id: uuid,
  user_id: uuid,
  body: text,
  /** Paths in the chat bucket (file-columns.ts), a JSON list. */
  attachments: jsonList,
  /** The files' names on the sender's device, in the same order. */
  attachment_names: jsonList,
  reply_to: uuid.nullable(),
  created_at: timestamp,
  /** When the server received it; null until it has. */
  sent_at: timestamp.nullable(),
  edited_at: timestamp.nullable(),
  deleted_at: timestamp.nullable(),
})
export type MessageRow = z.infer<typeof messageRow>

export const messages = defineTable({
  name: 'messages',
  label: 'body',
  row: messageRow,
  scope: 'conversation_id',
  // Newest first by the writer's time; the id breaks ties so the order is the same everywhere
  // (its start: the shared collection's sort key holds at most 40 characters).
  sortOf: (row) =>
    `${newestFirstKey(String(row['created_at'] ?? ''))}:${String(row['id']).slice(0, 24)}`,
  pullRpc: 'pull_messages',
  // Written offline, sent in the order they were typed (SYNC-MSG-1).
  ordered: true,
})

let lastWritten = 0

/**
 * When a message is written on this device: now, or just after the previous one, so messages
 * written in the same millisecond (a queue replayed, a paste of several) keep their order.
 */
export function messageWrittenAt(now = Date.now()): string {
  lastWritten = Math.max(now, lastWritten + 1)
  return new Date(lastWritten).toISOString()
}

/** A new message as the device writes it: its id, the time it was written, nothing from the
 * server yet. */
export function newMessageRow(
  conversationId: string,
  userId: string,
  body: string,
  extra: { attachments?: string[]; names?: string[]; replyTo?: string | null } = {},
): MessageRow {
  return {
    id: crypto.randomUUID(),
    conversation_id: conversationId,
    user_id: userId,
    body,
    attachments: JSON.stringify(extra.attachments ?? []),
    attachment_names: JSON.stringify(extra.names ?? []),
    reply_to: extra.replyTo ?? null,
    created_at: messageWrittenAt(),
    sent_at: null,
    edited_at: null,
    deleted_at: null,
  }
}
