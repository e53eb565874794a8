import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PullProgress, SyncStatus } from '@sync/protocol.ts'
import type * as ArrivalModule from './arrival.ts'

// A fresh module per test: it keeps what it read from storage for the load.
let arrival: typeof ArrivalModule
beforeEach(async () => {
  localStorage.clear()
  vi.resetModules()
  arrival = await import('./arrival.ts')
})

const run = (p: Partial<PullProgress>): PullProgress => ({
  startedAt: '2026-11-25T10:00:00.000Z',
  fromStart: true,
  total: 10,
  pulled: 0,
  done: false,
  ...p,
})

function status(userId: string, tables: Record<string, PullProgress | null>): SyncStatus {
  return {
    phase: 'syncing',
    userId,
    lastSyncedAt: null,
    collections: [
      {
        name: 'jobs',
        channel: 'joined',
        active: true,
        lastPullAt: null,
        lastPushAt: null,
        pulledDocs: 0,
        pushedDocs: 0,
        readsOnly: false,
        checkpoint: null,
        lastError: null,
        tables: Object.entries(tables).map(([name, progress]) => ({
          name,
          scope: null,
          checkpoint: null,
          progress,
        })),
      },
    ],
  }
}

describe('[SYNC-PROG-3] data that has not arrived yet', () => {
  it('is arriving until a run completes, then stays arrived across loads for that user', async () => {
    const { isStillArriving, noteSyncStatus, arrivedTables } = arrival
    const none = new Set<string>()
    expect(isStillArriving('jobs', 'u1', null, none)).toBe(true)
    expect(isStillArriving('jobs', null, null, none)).toBe(false)
    const running = status('u1', { jobs: run({ pulled: 4 }) })
    noteSyncStatus(running)
    expect(isStillArriving('jobs', 'u1', running, arrivedTables('u1'))).toBe(true)

    const finished = status('u1', { jobs: run({ pulled: 10, done: true }), notifications: null })
    noteSyncStatus(finished)
    expect(isStillArriving('jobs', 'u1', finished, arrivedTables('u1'))).toBe(false)

    // The next load: no status yet, the device remembers; another user starts from nothing.
    vi.resetModules()
    const next = await import('./arrival.ts')
    expect(next.arrivedTables('u1')).toEqual(new Set(['jobs']))
    expect(next.isStillArriving('jobs', 'u1', null, next.arrivedTables('u1'))).toBe(false)
    expect(next.isStillArriving('notifications', 'u1', null, next.arrivedTables('u1'))).toBe(true)
    expect(next.isStillArriving('jobs', 'u2', null, next.arrivedTables('u2'))).toBe(true)
  })

  it('is arriving again while a table is pulled from the start, and forgotten by the wipe', () => {
    const { isStillArriving, noteSyncStatus, arrivedTables, forgetArrivals } = arrival
    noteSyncStatus(status('u1', { jobs: run({ done: true }) }))
    const fromCheckpoint = status('u1', { jobs: run({ fromStart: false }) })
    expect(isStillArriving('jobs', 'u1', fromCheckpoint, arrivedTables('u1'))).toBe(false)
    const newScope = status('u1', { jobs: run({ fromStart: true }) })
    expect(isStillArriving('jobs', 'u1', newScope, arrivedTables('u1'))).toBe(true)
    forgetArrivals()
    expect(arrivedTables('u1').size).toBe(0)
    expect(localStorage.getItem(arrival.ARRIVED_KEY)).toBeNull()
  })
})
