// Conversations the user is in (issue 32), in the shared collection (SPEC SYNC-MUX-1). The server
// starts them (start_conversation) and keeps their last message; the device only reads them.
// Listed by last activity, newest first.
import * as z from 'zod'
import { optionalText, text, timestamp, uuid } from './fields.ts'
import { newestFirstKey } from './sort-key.ts'
import { defineTable } from './table-def.ts'

export const conversationRow = z.object({
  id: uuid,
  kind: z.enum(['direct', 'group']),
  /** A group's name; a one-to-one conversation is named after the other member. */
  title: optionalText,
  job_id: uuid.nullable(),
  application_id: uuid.nullable(),
  created_by: uuid,
  created_at: timestamp,
  last_message_at: timestamp.nullable(),
  last_message_id: uuid.nullable(),
  last_message_preview: text,
  last_message_sender: uuid.nullable(),
})
export type ConversationRow = z.infer<typeof conversationRow>

export const conversations = defineTable({
  name: 'conversations',
  label: 'title',
  row: conversationRow,
  sortOf: (row) => newestFirstKey(String(row['last_message_at'] ?? row['created_at'] ?? '')),
  pushes: false,
})
