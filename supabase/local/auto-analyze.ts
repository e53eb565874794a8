// The local backend's stand-in for autovacuum's analyze: PGlite runs no autovacuum, so tables
// were never analyzed and the planner planned 100,000 bulk-loaded jobs as the few hundred rows
// it assumed (a search or a scoped pull then took minutes, npm run bench). Hosted Supabase
// analyzes a table once 50 rows + 10 % of it changed; this does the same check every 30 s,
// between requests (the database runs one query at a time).
import type { Db } from './types.ts'

export const AUTO_ANALYZE_EVERY_MS = 30_000

/** Analyzes the tables changed enough since their last analyze; returns their names. */
export async function analyzeChangedTables(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
       where n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0)
       order by n_mod_since_analyze desc`,
    )
    for (const { name } of rows) await tx.exec(`analyze ${name}`)
    return rows.map((r) => r.name)
  })
}

/** Starts the periodic check; the returned function stops it (waiting for a running one). */
export function startAutoAnalyze(db: Db, everyMs = AUTO_ANALYZE_EVERY_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    // A failed analyze is retried at the next tick; it never fails a request.
    running = running.then(() => analyzeChangedTables(db)).catch(() => [])
  }, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
