// The jobs pull of a device's scope (SPEC SYNC-SCOPE-1..3): pages come from the server's
// pull_jobs with the scope as arguments; realtime events outside the scope are passed over; jobs
// that left the scope are dropped as tombstones; pinned jobs the device lacks are fetched.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { RxCollection } from 'rxdb'
import {
  inRegion,
  isPinned,
  newerFirst,
  outOfScope,
  scopeKey,
  type JobScope,
  type Pins,
} from '@/db/job-scope.ts'
import type { JobScopeSource } from './job-scope-source.ts'
import type { SupabaseCheckpoint } from './lookback.ts'
import { docOfRow, pageOf, type PullPage } from './pull-page.ts'

type Doc = Record<string, unknown>

/** A pull that keeps a declared part of its table (the engine gives one to jobs). */
export interface ScopedPull {
  /** Resolves once the tables the scope is read from have had their first pull here, so a first
   * sync reads the user's scope rather than an empty one (SYNC-SCOPE-1). */
  sourcesPulled(): Promise<void>
  /** Re-reads the scope and pins from the replica; true when the scope changed. */
  refresh(): Promise<boolean>
  /** The current scope as text, stored with the checkpoint (SYNC-SCOPE-2). */
  key(): string
  /** One text line for Sync Diagnostics, e.g. "Ontario, Quebec · Electrical + newest 500". */
  describe(): string
  page(cp: SupabaseCheckpoint | undefined, batchSize: number): Promise<PullPage>
  /** Whether a realtime row belongs on the device. */
  accepts(doc: Doc): Promise<boolean>
  /** Local documents outside the scope, as tombstones. */
  trim(): Promise<Doc[]>
  /** Pinned jobs the device does not hold yet, fetched from the server. */
  missing(): Promise<Doc[]>
  /** These rows from the server, those the device does not hold yet. */
  fetch(ids: readonly string[]): Promise<Doc[]>
  /** Rows a pull from `from` will bring (first-sync progress, SYNC-PROG-1). */
  count(from: SupabaseCheckpoint | undefined): Promise<number>
}

export function jobsScopedPull(
  client: SupabaseClient,
  collection: RxCollection,
  source: JobScopeSource,
  sourcesPulled: () => Promise<void> = () => Promise.resolve(),
): ScopedPull {
  let scope: JobScope | null = null
  let pins: Pins = { userId: '', organizations: new Set(), jobIds: new Set() }
  const current = () => {
    if (!scope) throw new Error('jobs scope read before refresh()')
    return scope
  }
  const localDocs = async (): Promise<Doc[]> =>
    (await collection.find().exec()).map((d) => d.toJSON() as Doc)

  const fetchAbsent = async (wanted: readonly string[]): Promise<Doc[]> => {
    if (wanted.length === 0) return []
    const held = await collection.findByIds([...wanted]).exec()
    const absent = wanted.filter((id) => !held.has(id))
    if (absent.length === 0) return []
    const { data, error } = await client.from('jobs').select('*').in('id', absent)
    if (error) throw error
    return (data as Doc[]).map(docOfRow)
  }

  const refresh = async () => {
    const before = scope ? scopeKey(scope) : null
    scope = await source.scope()
    pins = await source.pins()
    return before !== null && before !== scopeKey(scope)
  }

  return {
    sourcesPulled,
    refresh,
    key: () => scopeKey(current()),
    describe() {
      const s = current()
      const region = s.provinces.length
        ? `${s.provinces.join(', ')} · ${s.trades.length ? s.trades.join(', ') : 'all trades'}`
        : 'no region'
      return `${region} + newest ${s.newest} + own, applied and saved`
    },
    async page(cp, batchSize) {
      const s = current()
      const { data, error } = await client.rpc('pull_jobs', {
        p_after_modified: cp?.modified ?? null,
        p_after_id: cp?.id ?? null,
        p_limit: batchSize,
        p_provinces: s.provinces,
        p_trades: s.trades,
        p_newest: s.newest,
      })
      if (error) throw error
      return pageOf(data as Doc[], 'id')
    },
    async accepts(doc) {
      const s = current()
      if (inRegion(s, doc) || isPinned(pins, doc)) return true
      if ((await collection.findOne(String(doc['id'])).exec()) !== null) return true
      // A job newer than the newest `s.newest` held is among the newest anywhere.
      const [cut] = await collection
        .find({ sort: [{ sort_desc: 'asc' }], skip: Math.max(s.newest - 1, 0), limit: 1 })
        .exec()
      return s.newest > 0 && (!cut || newerFirst(doc, cut.toJSON() as Doc) < 0)
    },
    async trim() {
      const docs = await localDocs()
      return outOfScope(current(), pins, docs).map((d) => ({ ...d, _deleted: true }))
    },
    async count(from) {
      if (!scope) await refresh()
      const s = current()
      const { data, error } = await client.rpc('count_pull_jobs', {
        p_after_modified: from?.modified ?? null,
        p_after_id: from?.id ?? null,
        p_provinces: s.provinces,
        p_trades: s.trades,
        p_newest: s.newest,
      })
      if (error) throw error
      return Number(data)
    },
    missing: () => fetchAbsent([...pins.jobIds]),
    fetch: fetchAbsent,
  }
}
