// Each member's state in a conversation (issue 32): read and received marks, unread count, mute,
// archive, leaving. A member writes only their own row (offline too: reading a conversation on
// the site marks it read when the device is back). Grouped by conversation.
import * as z from 'zod'
import { timestamp, uuid } from './fields.ts'
import { defineTable } from './table-def.ts'

export const conversationMemberRow = z.object({
  id: z.string().max(80),
  conversation_id: uuid,
  user_id: uuid,
  role: z.enum(['owner', 'member']),
  joined_at: timestamp,
  left_at: timestamp.nullable(),
  /** The newest message's server time (sent_at) the member has read, or received. */
  last_read_at: timestamp.nullable(),
  last_delivered_at: timestamp.nullable(),
  unread_count: z.number().int().nonnegative(),
  muted: z.boolean(),
  archived: z.boolean(),
  created_at: timestamp,
})
export type ConversationMemberRow = z.infer<typeof conversationMemberRow>

export const conversationMemberId = (conversationId: string, userId: string): string =>
  `${conversationId}:${userId}`

export const conversationMembers = defineTable({
  name: 'conversation_members',
  row: conversationMemberRow,
  scope: 'conversation_id',
  // Read on one device, muted on another: each device's changed fields are kept (SYNC-CONF-2).
  merge: { kind: 'field-merge' },
})
