// Typed messages between the UI and the sync worker (ARCHITECTURE rule 5, SPEC SYNC-ARCH-3).
// Both sides parse what they receive; an invalid message is dropped and reported.
import * as z from 'zod'

export const remoteErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  at: z.string(),
})

export const checkpointSchema = z.object({ id: z.string(), modified: z.string() })

/** A pull run from the start or the session's first pull, until the server had no more rows
 * (SYNC-PROG-1..2). */
export const pullProgressSchema = z.object({
  startedAt: z.string(),
  /** Pulled from no checkpoint (a new device, a new scope or mapping): all of the table. */
  fromStart: z.boolean(),
  /** Rows beyond the starting checkpoint as the server counted them; null until it answers. */
  total: z.number().nullable(),
  pulled: z.number(),
  /** The last page came back short and every pulled row is stored. */
  done: z.boolean(),
})
export type PullProgress = z.infer<typeof pullProgressSchema>

/** One replicated server table (a dedicated collection holds one, `rows` many). */
export const tableStatusSchema = z.object({
  name: z.string(),
  /** What the device keeps of the table, as the replication words it; null: every row RLS allows. */
  scope: z.string().nullable(),
  checkpoint: checkpointSchema.nullable(),
  progress: pullProgressSchema.nullable(),
})
export type TableStatusSnapshot = z.infer<typeof tableStatusSchema>

export const collectionStatusSchema = z.object({
  name: z.string(),
  /** Realtime channel state: joined, joining, errored, closed, leaving, or none. */
  channel: z.string(),
  active: z.boolean(),
  lastPullAt: z.string().nullable(),
  lastPushAt: z.string().nullable(),
  pulledDocs: z.number(),
  pushedDocs: z.number(),
  /** This device only reads the table (SYNC-PUSH-6). */
  readsOnly: z.boolean(),
  checkpoint: checkpointSchema.nullable(),
  lastError: remoteErrorSchema.nullable(),
  tables: z.array(tableStatusSchema),
})
export type CollectionStatusSnapshot = z.infer<typeof collectionStatusSchema>

export const syncPhaseSchema = z.enum(['stopped', 'offline', 'syncing', 'online'])
export type SyncPhase = z.infer<typeof syncPhaseSchema>

export const syncStatusSchema = z.object({
  phase: syncPhaseSchema,
  userId: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  collections: z.array(collectionStatusSchema),
})
export type SyncStatus = z.infer<typeof syncStatusSchema>

const collectionName = z.string().min(1).max(40)

export const toWorkerSchema = z.discriminatedUnion('type', [
  /** Sent on every auth change (SYNC-AUTH-1); userId null = signed out (SYNC-AUTH-2). */
  z.object({
    type: z.literal('session'),
    userId: z.string().nullable(),
    accessToken: z.string().nullable(),
  }),
  z.object({ type: z.literal('resync'), reason: z.enum(['online', 'visible', 'manual']) }),
  z.object({
    type: z.literal('retry'),
    requestId: z.string(),
    collection: collectionName,
    docId: z.string(),
  }),
  z.object({
    type: z.literal('discard'),
    requestId: z.string(),
    collection: collectionName,
    docId: z.string(),
  }),
  /** A job the page opened from the server: store it on the device (SYNC-SCOPE-2). */
  z.object({ type: z.literal('keep'), table: z.literal('jobs'), id: z.string().uuid() }),
  /** Scrolling back in a conversation (SYNC-MSG-2): keep its messages sent before `before`. */
  z.object({
    type: z.literal('older'),
    requestId: z.string(),
    conversationId: z.string().uuid(),
    before: z.string().min(10).max(40),
  }),
  /** Stop replication and close the database (before a wipe or a reset). */
  z.object({ type: z.literal('shutdown'), requestId: z.string() }),
])
export type ToWorker = z.infer<typeof toWorkerSchema>

export const fromWorkerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), status: syncStatusSchema }),
  z.object({
    type: z.literal('ack'),
    requestId: z.string(),
    ok: z.boolean(),
    error: z.string().optional(),
    /** Rows a request brought to the device (`older`). */
    count: z.number().int().nonnegative().optional(),
  }),
  z.object({ type: z.literal('problem'), message: z.string() }),
])
export type FromWorker = z.infer<typeof fromWorkerSchema>

export function parseToWorker(data: unknown): ToWorker | null {
  const r = toWorkerSchema.safeParse(data)
  return r.success ? r.data : null
}

export function parseFromWorker(data: unknown): FromWorker | null {
  const r = fromWorkerSchema.safeParse(data)
  return r.success ? r.data : null
}
