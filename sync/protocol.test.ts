import { describe, expect, it } from 'vitest'
import { parseFromWorker, parseToWorker } from './protocol.ts'

describe('[SYNC-ARCH-3] typed worker messages', () => {
  it('accepts valid messages and drops invalid ones', () => {
    expect(parseToWorker({ type: 'session', userId: 'u', accessToken: 't' })).toEqual({
      type: 'session',
      userId: 'u',
      accessToken: 't',
    })
    expect(parseToWorker({ type: 'session', userId: 5 })).toBeNull()
    expect(parseToWorker({ type: 'drop-tables' })).toBeNull()
    expect(parseToWorker({ type: 'resync', reason: 'visible' })).not.toBeNull()
    const id = '10b00000-0000-4000-8000-000000000001'
    expect(parseToWorker({ type: 'keep', table: 'jobs', id })).toEqual({
      type: 'keep',
      table: 'jobs',
      id,
    })
    expect(parseToWorker({ type: 'keep', table: 'user_roles', id })).toBeNull()
    expect(parseToWorker({ type: 'keep', table: 'jobs', id: 'x' })).toBeNull()
    expect(parseFromWorker({ type: 'ack', requestId: 'r', ok: true })).not.toBeNull()
    expect(parseFromWorker({ type: 'status', status: { phase: 'nope' } })).toBeNull()
  })
})

describe('[SYNC-PROG-1] progress in status messages', () => {
  const table = {
    name: 'jobs',
    scope: 'Ontario · electrical',
    checkpoint: { id: 'j1', modified: '2026-11-25T10:00:00.5+00:00' },
    progress: { startedAt: 'now', fromStart: true, total: 5300, pulled: 3200, done: false },
  }
  const status = (tables: unknown[]) => ({
    type: 'status',
    status: {
      phase: 'syncing',
      userId: 'u',
      lastSyncedAt: null,
      collections: [
        {
          name: 'jobs',
          channel: 'joined',
          active: true,
          lastPullAt: null,
          lastPushAt: null,
          pulledDocs: 3200,
          pushedDocs: 0,
          readsOnly: false,
          checkpoint: null,
          lastError: null,
          tables,
        },
      ],
    },
  })

  it('carries each table’s scope, checkpoint and run, and drops a malformed run', () => {
    const parsed = parseFromWorker(status([table]))
    expect(parsed?.type === 'status' && parsed.status.collections[0]?.tables).toEqual([table])
    expect(parseFromWorker(status([{ ...table, scope: null, progress: null }]))).not.toBeNull()
    const bad = { ...table, progress: { ...table.progress, pulled: '3200' } }
    expect(parseFromWorker(status([bad]))).toBeNull()
  })
})
