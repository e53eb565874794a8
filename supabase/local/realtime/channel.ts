// One joined channel (a socket's subscription to a topic) and its postgres_changes bindings.
import type { Claims } from '../types.ts'
import type { PhxMessage } from './serializer.ts'

export interface PgBinding {
  /** Echoed in the join reply and in every change's `ids`. */
  id: number
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'
  schema: string
  /** Undefined or '*' = every table of the schema. */
  table: string | undefined
  /** SQL boolean over alias r (filter.ts), 'true' when unfiltered. */
  filterSql: string
  select: string[] | undefined
}

export interface Channel {
  readonly topic: string
  readonly joinRef: string | null
  claims: Claims
  bindings: PgBinding[]
  broadcastSelf: boolean
  broadcastAck: boolean
  presenceEnabled: boolean
  presenceKey: string
  /** Joined with config.private: broadcasts need realtime.messages write rights. */
  readonly private: boolean
  canWrite: boolean
  expiryTimer: NodeJS.Timeout | null
  /** Sends a frame on this channel's socket. */
  push(message: PhxMessage): void
  /** Unique id of the owning socket (broadcast `self` handling). */
  readonly socketId: number
}

/** The hosted server derives binding ids from a hash of the params; any stable non-zero int works. */
export function bindingId(parts: Array<string | undefined>): number {
  let hash = 0x811c9dc5
  for (const ch of parts.map((p) => p ?? '\u0000').join('\u0001')) {
    hash ^= ch.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return (hash % 2_147_483_646) + 1
}

export function bindingMatches(b: PgBinding, schema: string, table: string, type: string): boolean {
  return (
    (b.schema === '*' || b.schema === schema) &&
    (b.table === undefined || b.table === '*' || b.table === table) &&
    (b.event === '*' || b.event === type)
  )
}
