// Conversations, their members and messages on this device (issue 32): lists read the replica,
// writes go to it and the sync worker sends them (SYNC-ARCH-1), offline included.
import { combineLatest, map, type Observable } from 'rxjs'
import type { AppDatabase } from '@/db/index.ts'
import {
  conversationMemberId,
  conversationMembers,
  type ConversationMemberRow,
} from '@/db/conversation-member.table.ts'
import { conversations, type ConversationRow } from '@/db/conversation.table.ts'
import { messages, type MessageRow } from '@/db/message.table.ts'
import { TableRepository } from './table-repository.ts'

export interface ConversationWithMembers {
  conversation: ConversationRow
  members: ConversationMemberRow[]
}

export class ConversationsRepository extends TableRepository<ConversationRow> {
  private readonly members: TableRepository<ConversationMemberRow>

  constructor(db: AppDatabase) {
    super(db, conversations)
    this.members = new TableRepository(db, conversationMembers)
  }

  /** Every conversation on the device with its members, most recent activity first. */
  withMembers$(): Observable<ConversationWithMembers[]> {
    return combineLatest([this.list$(), this.members.list$()]).pipe(
      map(([rows, members]) => {
        const byConversation = new Map<string, ConversationMemberRow[]>()
        for (const m of members) {
          const list = byConversation.get(m.conversation_id) ?? []
          list.push(m)
          byConversation.set(m.conversation_id, list)
        }
        return rows.map((conversation) => ({
          conversation,
          members: byConversation.get(conversation.id) ?? [],
        }))
      }),
    )
  }

  /** The user's own member rows (unread counts, mute, archive). */
  memberships$(userId: string): Observable<ConversationMemberRow[]> {
    return this.members.list$().pipe(map((rows) => rows.filter((m) => m.user_id === userId)))
  }

  membersOf$(conversationId: string): Observable<ConversationMemberRow[]> {
    return this.members.list$({ scope: conversationId })
  }

  /** Changes the user's own state in a conversation (read marks, mute, archive, leaving). */
  async updateMembership(
    conversationId: string,
    userId: string,
    patch: Partial<
      Pick<
        ConversationMemberRow,
        'last_read_at' | 'last_delivered_at' | 'unread_count' | 'muted' | 'archived' | 'left_at'
      >
    >,
  ): Promise<boolean> {
    return this.members.patch(conversationMemberId(conversationId, userId), patch)
  }
}

export class MessagesRepository extends TableRepository<MessageRow> {
  constructor(db: AppDatabase) {
    super(db, messages)
  }

  /** The newest `limit` messages of a conversation, newest first. */
  latest$(conversationId: string, limit: number): Observable<MessageRow[]> {
    return this.list$({ scope: conversationId, limit })
  }
}
