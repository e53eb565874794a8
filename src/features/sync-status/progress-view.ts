// What the first-sync progress line shows (SPEC SYNC-PROG-3): the tables a new device is still
// saving for offline use, how far each has got, the total, and an estimate of the time left.
import type { SyncStatus } from '@/data/index.ts'

export interface TableProgressView {
  table: string
  pulled: number
  /** Never below `pulled` (rows changed during the pull are pulled twice); null: not counted. */
  total: number | null
  etaMs: number | null
}

export interface DownloadView {
  /** Most rows left first. */
  tables: TableProgressView[]
  pulled: number
  total: number | null
  /** The tables pull side by side: the slowest one's estimate. */
  etaMs: number | null
}

/** Too early for a rate: the first page's round trip dominates it. */
export const MIN_ELAPSED_MS = 1000

/** Time left at the rate so far; null without a total or before a rate means anything. */
export function estimateMs(
  startedAt: string,
  pulled: number,
  total: number | null,
  now: number,
): number | null {
  if (total === null) return null
  const remaining = Math.max(0, total - pulled)
  if (remaining === 0) return 0
  const elapsed = now - Date.parse(startedAt)
  if (!(elapsed >= MIN_ELAPSED_MS) || pulled <= 0) return null
  return Math.round((remaining * elapsed) / pulled)
}

const left = (t: TableProgressView) => (t.total ?? Number.MAX_SAFE_INTEGER) - t.pulled

/**
 * The tables being saved for offline use: a run not done yet that pulls the table from the start
 * or whose data never arrived on this device (`arrived`, for the status's user). Null when none.
 */
export function downloadView(
  status: SyncStatus | null,
  arrived: ReadonlySet<string>,
  now: number,
): DownloadView | null {
  const tables: TableProgressView[] = []
  for (const c of status?.collections ?? []) {
    for (const t of c.tables) {
      const p = t.progress
      if (!p || p.done || p.total === 0 || (!p.fromStart && arrived.has(t.name))) continue
      const total = p.total === null ? null : Math.max(p.total, p.pulled)
      const etaMs = estimateMs(p.startedAt, p.pulled, total, now)
      tables.push({ table: t.name, pulled: p.pulled, total, etaMs })
    }
  }
  if (tables.length === 0) return null
  tables.sort((a, b) => left(b) - left(a))
  const counted = tables.every((t) => t.total !== null)
  const etas = tables.map((t) => t.etaMs)
  return {
    tables,
    pulled: tables.reduce((n, t) => n + t.pulled, 0),
    total: counted ? tables.reduce((n, t) => n + (t.total ?? 0), 0) : null,
    etaMs: etas.some((e) => e === null) ? null : Math.max(...(etas as number[])),
  }
}

/** "About 25 s" up to 90 s (in steps of 5 s), then whole minutes, rounded up. */
export function etaWords(ms: number): { unit: 'seconds' | 'minutes'; count: number } {
  const seconds = Math.max(5, Math.ceil(ms / 5000) * 5)
  if (seconds < 90) return { unit: 'seconds', count: seconds }
  return { unit: 'minutes', count: Math.ceil(ms / 60_000) }
}
