// The pull side of the shared collection (SPEC SYNC-MUX-2): one checkpoint per table inside one
// RxDB checkpoint, each table pulled from its own, in parallel, with the same query shape as a
// dedicated collection (SYNC-CP-1). A table whose declaration changed mapping starts again.
import type { SupabaseClient } from '@supabase/supabase-js'
import { toSharedDoc, type Row, type SharedRowDoc, type TableDef } from '@/db/index.ts'
import type { SupabaseCheckpoint } from './lookback.ts'
import { pullPage, pullRpcPage } from './pull-page.ts'

export interface TableCheckpoint extends SupabaseCheckpoint {
  /** The table's mappingVersion when this checkpoint was reached. */
  v: number
}
/** By table name. */
export type SharedCheckpoint = Record<string, TableCheckpoint>

export type PulledDoc = SharedRowDoc & { _deleted: boolean }

/** A server row as a shared document; null for a row that does not fit its table's zod row. */
export function pulledDoc(def: TableDef, row: Row): PulledDoc | null {
  try {
    return { ...toSharedDoc(def, row), _deleted: Boolean(row['_deleted']) }
  } catch {
    return null
  }
}

/** The table's checkpoint to pull from; undefined (everything) when its mapping changed. */
export function tableCheckpoint(cp: SharedCheckpoint | undefined, def: TableDef) {
  const own = cp?.[def.name]
  return own && own.v === def.mappingVersion ? own : undefined
}

export function advance(
  cp: SharedCheckpoint | undefined,
  def: TableDef,
  row: Row,
): SharedCheckpoint {
  return {
    ...cp,
    [def.name]: {
      id: String(row[def.primaryKey]),
      modified: String(row['_modified']),
      v: def.mappingVersion,
    },
  }
}

export interface PullResult {
  documents: PulledDoc[]
  checkpoint: SharedCheckpoint | undefined
  /** Server rows per table in this page, those that did not fit their zod row included. */
  rows: Record<string, number>
  /** Some table filled its page: RxDB must pull again even when rows were passed over. */
  full: boolean
}

/**
 * One page of every pulling table. RxDB pulls again while a page comes back with `batchSize`
 * documents or more, which is so whenever one table filled its page.
 */
export async function pullShared(
  client: SupabaseClient,
  tables: readonly TableDef[],
  cp: SharedCheckpoint | undefined,
  batchSize: number,
  startOf: (def: TableDef, from: SupabaseCheckpoint | undefined) => SupabaseCheckpoint | undefined,
  /** SYNC-PULL-2: false for a row whose newer state the device has seen already. */
  fresh: (def: TableDef, row: Row) => boolean = () => true,
): Promise<PullResult> {
  const pulling = tables.filter((t) => t.pulls)
  const pages = await Promise.all(
    pulling.map(async (def) => {
      const from = startOf(def, tableCheckpoint(cp, def))
      const page = def.pullRpc
        ? await pullRpcPage(client, def.pullRpc, def.primaryKey, from, batchSize)
        : await pullPage(client, def.name, def.primaryKey, from, batchSize)
      return page.rows
    }),
  )
  let next = cp
  const documents: PulledDoc[] = []
  const counts: Record<string, number> = {}
  pages.forEach((rows, i) => {
    const def = pulling[i]!
    counts[def.name] = rows.length
    for (const row of rows) {
      if (!fresh(def, row)) continue
      const doc = pulledDoc(def, row)
      if (doc) documents.push(doc)
    }
    const last = rows.at(-1)
    if (last) next = advance(next, def, last)
  })
  const full = pages.some((rows) => rows.length >= batchSize)
  return { documents, checkpoint: next, rows: counts, full }
}
