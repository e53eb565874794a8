import { describe, expect, it } from 'vitest'
import type { SyncStatus } from '@/data/index.ts'
import { downloadView, estimateMs, etaWords } from './progress-view.ts'

const T0 = Date.parse('2026-11-25T10:00:00.000Z')
const startedAt = new Date(T0).toISOString()

type Run = { pulled: number; total: number | null; fromStart?: boolean; done?: boolean }

function status(runs: Record<string, Run>): SyncStatus {
  return {
    phase: 'syncing',
    userId: 'u',
    lastSyncedAt: null,
    collections: [
      {
        name: 'rows',
        channel: 'joined',
        active: true,
        lastPullAt: null,
        lastPushAt: null,
        pulledDocs: 0,
        pushedDocs: 0,
        readsOnly: false,
        checkpoint: null,
        lastError: null,
        tables: Object.entries(runs).map(([name, r]) => ({
          name,
          scope: null,
          checkpoint: null,
          progress: { startedAt, fromStart: true, done: false, ...r },
        })),
      },
    ],
  }
}

describe('[SYNC-PROG-3] progress arithmetic', () => {
  it('estimates the time left from the rate so far', () => {
    // 3,200 rows in 8 s: 400 rows/s, 2,100 left: 5.25 s.
    expect(estimateMs(startedAt, 3200, 5300, T0 + 8000)).toBe(5250)
    expect(estimateMs(startedAt, 5300, 5300, T0 + 8000)).toBe(0)
    expect(estimateMs(startedAt, 3200, null, T0 + 8000)).toBeNull()
    expect(estimateMs(startedAt, 0, 5300, T0 + 8000)).toBeNull()
    expect(estimateMs(startedAt, 100, 5300, T0 + 500)).toBeNull()
  })

  it('words the estimate in 5 s steps, then minutes', () => {
    expect(etaWords(0)).toEqual({ unit: 'seconds', count: 5 })
    expect(etaWords(5250)).toEqual({ unit: 'seconds', count: 10 })
    expect(etaWords(84_000)).toEqual({ unit: 'seconds', count: 85 })
    expect(etaWords(89_000)).toEqual({ unit: 'minutes', count: 2 })
    expect(etaWords(150_000)).toEqual({ unit: 'minutes', count: 3 })
  })

  it('sums the tables still being saved, most left first, the slowest estimate overall', () => {
    const s = status({
      notifications: { pulled: 20, total: 40 },
      jobs: { pulled: 3000, total: 5000 },
      empty: { pulled: 0, total: 0 },
      finished: { pulled: 12, total: 12, done: true },
    })
    const view = downloadView(s, new Set(), T0 + 10_000)
    expect(view?.tables.map((t) => t.table)).toEqual(['jobs', 'notifications'])
    expect(view).toMatchObject({ pulled: 3020, total: 5040, etaMs: 10_000 })
    expect(view?.tables[0]?.etaMs).toBeCloseTo(6667, -1)
  })

  it('keeps the total unknown while a count is missing, and never below what was pulled', () => {
    const view = downloadView(
      status({ jobs: { pulled: 60, total: 50 }, notifications: { pulled: 5, total: null } }),
      new Set(),
      T0 + 2000,
    )
    expect(view?.tables.find((t) => t.table === 'jobs')?.total).toBe(60)
    expect(view).toMatchObject({ pulled: 65, total: null, etaMs: null })
  })

  it('leaves out a catch-up pull of data that has arrived before, not a pull from the start', () => {
    const runs = status({
      jobs: { pulled: 10, total: 900, fromStart: false },
      notifications: { pulled: 1, total: 3, fromStart: true },
    })
    const view = downloadView(runs, new Set(['jobs', 'notifications']), T0 + 2000)
    expect(view?.tables.map((t) => t.table)).toEqual(['notifications'])
    expect(downloadView(runs, new Set(), T0)?.tables).toHaveLength(2)
    expect(downloadView(null, new Set(), T0)).toBeNull()
  })
})
