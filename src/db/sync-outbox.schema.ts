// Local-only: the per-document sync state the user sees (SPEC SYNC-STATE-1, SYNC-ERR-1). Only the
// sync worker writes it (sync/outbox.ts): a row exists while a document revision written on this
// device has not been confirmed by the server. The document itself is the pending write; the row
// says how far its sending got. One row per collection also records how far the worker has
// looked through that collection's changes (state `tracked`).
import * as z from 'zod'
import type { RxJsonSchema } from 'rxdb'

export const outboxStates = ['local', 'sending', 'failed', 'tracked'] as const
export type OutboxState = (typeof outboxStates)[number]
/** The states of a document's row (the others are the worker's bookkeeping). */
export const pendingStates = ['local', 'sending', 'failed'] as const

export const syncOutboxRow = z.object({
  /** `${collection}:${docId}`, or `~tracked:${collection}` */
  id: z.string().max(250),
  collection_name: z.string().max(40),
  doc_id: z.string().max(200),
  /** The document revision this row describes ('' = whichever is stored). The `tracked` row holds
   * the worker's checkpoint there as JSON. */
  rev: z.string(),
  state: z.enum(outboxStates),
  /** PostgreSQL/PostgREST code of the last failure, '' when none. */
  code: z.string(),
  /** The server's message (final failure) or the last transient error. */
  message: z.string(),
  /** Short human summary of the document (e.g. a job title) for the outbox view. */
  label: z.string(),
  updated_at: z.string().max(30),
  attempts: z.number().int().min(0),
})
export type SyncOutboxDoc = z.infer<typeof syncOutboxRow>

export const outboxId = (collection: string, docId: string): string => `${collection}:${docId}`
export const trackedId = (collection: string): string => `~tracked:${collection}`

/** How far the worker has looked through a collection's changes (RxDB's checkpoint shape). */
export interface TrackedCheckpoint {
  id: string
  lwt: number
}

export function parseTracked(row: Pick<SyncOutboxDoc, 'rev'> | null): TrackedCheckpoint | null {
  if (!row) return null
  try {
    const parsed = z.object({ id: z.string(), lwt: z.number() }).safeParse(JSON.parse(row.rev))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Whether a document stamped (lwt, id) comes after the checkpoint (not looked at yet). */
export function afterCheckpoint(cp: TrackedCheckpoint | null, lwt: number, id: string): boolean {
  return !cp || lwt > cp.lwt || (lwt === cp.lwt && id > cp.id)
}

export const syncOutboxSchema: RxJsonSchema<SyncOutboxDoc> = {
  title: 'sync_outbox',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 250 },
    collection_name: { type: 'string', maxLength: 40 },
    doc_id: { type: 'string', maxLength: 200 },
    rev: { type: 'string' },
    state: { type: 'string', enum: [...outboxStates], maxLength: 10 },
    code: { type: 'string' },
    message: { type: 'string' },
    label: { type: 'string' },
    updated_at: { type: 'string', maxLength: 30 },
    attempts: { type: 'number', minimum: 0 },
  },
  required: [
    'id',
    'collection_name',
    'doc_id',
    'rev',
    'state',
    'code',
    'message',
    'label',
    'updated_at',
    'attempts',
  ],
  indexes: [['state', 'updated_at']],
  additionalProperties: false,
}

/** Rows written by the page before the worker became the outbox's only writer describe
 * whichever revision is stored. */
export const syncOutboxMigrations = {
  1: (old: Record<string, unknown>) => ({ ...old, rev: '' }),
}
