// A server table replicated through the shared collection (SPEC SYNC-MUX-1): its zod row, primary
// key, scope and sort key, and its conflict policy. Adding such a table is this declaration plus
// its migration: no RxDB collection, no worker code.
import type * as z from 'zod'
import type { MergePolicy } from './conflict.ts'
import { labelOf } from './label.ts'
import { newestFirstKey } from './sort-key.ts'

export type Row = Record<string, unknown>

export interface TableDef {
  /** Server table name. */
  name: string
  row: z.ZodObject
  primaryKey: string
  /** What groups rows on the device (a conversation, a course, an owner); '' when nothing does. */
  scopeOf(row: Row): string
  /** Ascending sort key of the table's lists (SYNC-PUSH-4: computed here, never pushed). */
  sortOf(row: Row): string
  merge: MergePolicy
  /** False for tables the user may only read. */
  pushes: boolean
  /** False for append-only tables the device only sends (SYNC-PUSH-5). */
  pulls: boolean
  /** A server function that pulls the part of the table a device keeps (SYNC-MSG-1); null: the
   * table itself, every row RLS allows. */
  pullRpc: string | null
  /** Usage data (page visits, time spent): sent quietly, never shown as the user's waiting work. */
  telemetry: boolean
  /** Rows are pushed one after another in the order they were written (SYNC-MSG-1). */
  ordered: boolean
  /** Bumped when the replicated columns change: the table's checkpoint restarts (SYNC-MIG-2). */
  mappingVersion: number
  /** Server columns (what is pulled and pushed). */
  fields: readonly string[]
  /** A short summary of a row for the outbox view (e.g. a portfolio item's title). */
  label(row: Row): string
}

export interface TableOptions {
  name: string
  row: z.ZodObject
  primaryKey?: string
  /** The column whose value is the row's scope. */
  scope?: string
  /** Default: newest first by created_at. */
  sortOf?: (row: Row) => string
  merge?: MergePolicy
  pushes?: boolean
  pulls?: boolean
  /** Called with (p_after_modified, p_after_id, p_limit); returns rows in checkpoint order. */
  pullRpc?: string
  telemetry?: boolean
  ordered?: boolean
  mappingVersion?: number
  /** The column that summarises a row in the outbox view. */
  label?: string
}

const MAX_SCOPE = 100

export function defineTable(o: TableOptions): TableDef {
  const fields = Object.keys(o.row.shape)
  const primaryKey = o.primaryKey ?? 'id'
  if (!fields.includes(primaryKey)) throw new Error(`${o.name}: no column ${primaryKey}`)
  if (o.scope && !fields.includes(o.scope)) throw new Error(`${o.name}: no column ${o.scope}`)
  return {
    name: o.name,
    row: o.row,
    primaryKey,
    scopeOf: (row) => (o.scope ? String(row[o.scope] ?? '').slice(0, MAX_SCOPE) : ''),
    sortOf: o.sortOf ?? ((row) => newestFirstKey(String(row['created_at'] ?? ''))),
    merge: o.merge ?? { kind: 'server-wins' },
    pushes: o.pushes ?? true,
    pulls: o.pulls ?? true,
    pullRpc: o.pullRpc ?? null,
    telemetry: o.telemetry ?? false,
    ordered: o.ordered ?? false,
    mappingVersion: o.mappingVersion ?? 0,
    fields,
    label: (row) => labelOf(row, o.label),
  }
}
