// The jobs replication's scope (SPEC SYNC-SCOPE-1..2): the scoped pull, read from the replica,
// and a watch that re-reads it when the profile, the choice in Settings or the pins change.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { RxCollection } from 'rxdb'
import { debounceTime, type Subscription } from 'rxjs'
import { savedJobs, type AppDatabase, type TableDef } from '@/db/index.ts'
import { JobScopeSource } from './job-scope-source.ts'
import { jobsScopedPull, type ScopedPull } from './scoped-pull.ts'

/** Writes that move the jobs scope come in bursts (a first sync's profiles and applications). */
const SCOPE_SETTLE_MS = 500

export function jobsScope(o: {
  db: AppDatabase
  client: SupabaseClient
  userId: string
  jobs: RxCollection
  tables: readonly TableDef[]
  newest?: number
  /** Called (debounced) after a change that may move the scope or the pins. */
  onChange: () => void
  /** Resolves once the tables the scope is read from have had their first pull (SYNC-SCOPE-1). */
  sourcesPulled: () => Promise<void>
}): { scoped: ScopedPull; watch: Subscription } {
  const declared = o.tables.some((t) => t.name === savedJobs.name)
  const source = new JobScopeSource(o.db, o.userId, declared, o.newest)
  const scoped = jobsScopedPull(o.client, o.jobs, source, o.sourcesPulled)
  const watch = source.changes().pipe(debounceTime(SCOPE_SETTLE_MS)).subscribe(o.onChange)
  return { scoped, watch }
}
