import { describe, expect, it } from 'vitest'
import { buildStatus, CollectionStatus, overallPhase } from './status.ts'

describe('[SYNC-STATE-2] worker status', () => {
  it('reports offline on network errors, syncing while active, online when idle', () => {
    const changes: number[] = []
    const c = new CollectionStatus('jobs', () => changes.push(1))
    expect(overallPhase(true, true, [c.snapshot])).toBe('online')
    c.active(true)
    expect(overallPhase(true, true, [c.snapshot])).toBe('syncing')
    c.error({ code: '', message: 'fetch failed' })
    expect(overallPhase(true, true, [c.snapshot])).toBe('offline')
    c.pulled(new Date('2026-11-21T20:00:00Z'), 5, {
      id: 'a',
      modified: '2026-11-21T19:59:59.5+00:00',
    })
    c.active(false)
    const s = buildStatus(true, true, 'u', [c.snapshot])
    expect(s.phase).toBe('online')
    expect(s.lastSyncedAt).toBe('2026-11-21T20:00:00.000Z')
    expect(s.collections[0]?.checkpoint).toEqual({
      id: 'a',
      modified: '2026-11-21T19:59:59.5+00:00',
    })
    expect(overallPhase(false, true, [c.snapshot])).toBe('stopped')
    expect(overallPhase(true, false, [c.snapshot])).toBe('offline')
    expect(changes.length).toBeGreaterThan(0)
  })
})

describe('[SYNC-PROG-4] per table status', () => {
  it('gives a dedicated collection’s checkpoint to its table, and sends copies', () => {
    const c = new CollectionStatus('jobs', () => {})
    c.scope('jobs', 'Ontario')
    c.pulled(new Date(), 1, { id: 'a', modified: 'm1' })
    const sent = buildStatus(true, true, 'u', [c.snapshot])
    expect(sent.collections[0]?.tables).toEqual([
      { name: 'jobs', scope: 'Ontario', checkpoint: { id: 'a', modified: 'm1' }, progress: null },
    ])
    c.runStarted('jobs', new Date(), true)
    c.runPaged('jobs', 4, false)
    c.tableCheckpoint('jobs', { id: 'b', modified: 'm2' })
    expect(sent.collections[0]?.tables[0]).toMatchObject({
      checkpoint: { id: 'a' },
      progress: null,
    })
    expect(c.snapshot.tables[0]?.progress?.pulled).toBe(4)
  })
})
