// Local-only: the per-document sync state the user sees (SPEC SYNC-STATE-1, SYNC-ERR-1). A row
// exists while a document has changes the server has not confirmed; "synced" = no row.
import * as z from 'zod'
import type { RxJsonSchema } from 'rxdb'

export const outboxStates = ['local', 'sending', 'failed'] as const
export type OutboxState = (typeof outboxStates)[number]

export const syncOutboxRow = z.object({
  /** `${collection}:${docId}` */
  id: z.string().max(250),
  collection_name: z.string().max(40),
  doc_id: z.string().max(200),
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

/** A document's outbox row right after a local write: "saved on this device" (SYNC-STATE-1). */
export function localOutboxRow(collection: string, docId: string, label: string): SyncOutboxDoc {
  return {
    id: outboxId(collection, docId),
    collection_name: collection,
    doc_id: docId,
    state: 'local',
    code: '',
    message: '',
    label: label.slice(0, 200),
    updated_at: new Date().toISOString(),
    attempts: 0,
  }
}

export const syncOutboxSchema: RxJsonSchema<SyncOutboxDoc> = {
  title: 'sync_outbox',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 250 },
    collection_name: { type: 'string', maxLength: 40 },
    doc_id: { type: 'string', maxLength: 200 },
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
