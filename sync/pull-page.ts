// One page of a table's pull (SPEC SYNC-CP-1) as the server sent it: rows still carry `_modified`,
// which the freshness check (SYNC-PULL-2) reads before they become documents.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { SupabaseCheckpoint } from './lookback.ts'
import { afterCheckpoint } from './pull-progress.ts'

export type Row = Record<string, unknown>

export interface PullPage {
  /** Server rows, `_modified` included, in `_modified, key` order. */
  rows: Row[]
  checkpoint: SupabaseCheckpoint | undefined
}

export async function pullPage(
  client: SupabaseClient,
  table: string,
  pk: string,
  from: SupabaseCheckpoint | undefined,
  batchSize: number,
): Promise<PullPage> {
  let query = client.from(table).select('*')
  if (from) query = query.or(afterCheckpoint(pk, from))
  const { data, error } = await query
    .order('_modified', { ascending: true })
    .order(pk, { ascending: true })
    .limit(batchSize)
  if (error) throw error
  return pageOf(data as Row[], pk)
}

/** One page from a table's pull function (SYNC-MSG-1): same order and checkpoint as pullPage. */
export async function pullRpcPage(
  client: SupabaseClient,
  rpc: string,
  pk: string,
  from: SupabaseCheckpoint | undefined,
  batchSize: number,
): Promise<PullPage> {
  const { data, error } = await client.rpc(rpc, {
    p_after_modified: from?.modified ?? null,
    p_after_id: from?.id ?? null,
    p_limit: batchSize,
  })
  if (error) throw error
  return pageOf(data as Row[], pk)
}

/** Rows and the checkpoint after the last of them. */
export function pageOf(rows: Row[], pk: string): PullPage {
  const last = rows.at(-1)
  return {
    rows,
    checkpoint: last ? { id: String(last[pk]), modified: String(last['_modified']) } : undefined,
  }
}

/** A server row as RxDB's Supabase plugin turns it into a document. */
export function docOfRow(row: Row): Row & { _deleted: boolean } {
  const { _deleted, _modified: _m, ...doc } = row
  return { ...doc, _deleted: Boolean(_deleted) }
}
