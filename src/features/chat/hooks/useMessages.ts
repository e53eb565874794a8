import { useMemo } from 'react'
import { map } from 'rxjs'
import type { MessageRow } from '@/db/message.table.ts'
import { useLiveQuery } from '@/data/shell.ts'

export type OutboxState = 'local' | 'sending' | 'failed'

export interface OutboxEntry {
  state: OutboxState
  message: string
}

/** A conversation's newest `limit` messages, oldest first (the order they are read in). */
export function useMessages(
  conversationId: string,
  limit: number,
): { messages: MessageRow[]; isLoading: boolean } {
  const live = useLiveQuery(
    (r) => r.messages.latest$(conversationId, limit),
    [conversationId, limit],
  )
  const messages = useMemo(() => [...(live.data ?? [])].reverse(), [live.data])
  return { messages, isLoading: live.isLoading }
}

/** The user's messages the server has not confirmed, by id, with where each one is. */
export function useMessageOutbox(): ReadonlyMap<string, OutboxEntry> {
  const rows = useLiveQuery(
    (r) =>
      r.outbox.items$().pipe(map((items) => items.filter((i) => i.collection_name === 'messages'))),
    [],
  ).data
  return useMemo(
    () =>
      new Map(
        (rows ?? []).map((i) => [i.doc_id, { state: i.state as OutboxState, message: i.message }]),
      ),
    [rows],
  )
}
