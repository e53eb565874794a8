import { describe, expect, it } from 'vitest'
import { afterCheckpoint, PullProgress } from './pull-progress.ts'
import { buildStatus, CollectionStatus } from './status.ts'

const at = new Date('2026-11-25T10:00:00Z')
const cp = { id: 'b', modified: '2026-11-25T09:00:00.123456+00:00' }

function tracked(total: Promise<number> | null) {
  const status = new CollectionStatus('jobs', () => {})
  const asked: unknown[] = []
  const progress = new PullProgress({
    status,
    table: 'jobs',
    count: total
      ? (from) => {
          asked.push(from)
          return total
        }
      : null,
    now: () => at,
  })
  const table = () => buildStatus(true, true, 'u', [status.snapshot]).collections[0]!.tables[0]
  return { status, progress, asked, table }
}

describe('[SYNC-PROG-1] a pull run and its total', () => {
  it('counts from the run’s starting checkpoint, adds pages, ends on a short page', async () => {
    const { status, progress, asked, table } = tracked(Promise.resolve(12))
    progress.before(undefined)
    await Promise.resolve()
    expect(asked).toEqual([undefined])
    expect(table()?.progress).toEqual({
      startedAt: at.toISOString(),
      fromStart: true,
      total: 12,
      pulled: 0,
      done: false,
    })
    progress.after(5, 5)
    progress.before({ id: 'a', modified: 'x' })
    progress.after(5, 5)
    progress.before({ id: 'c', modified: 'y' })
    progress.after(2, 5)
    expect(asked).toHaveLength(1)
    expect(table()?.progress).toMatchObject({ pulled: 12, done: false })
    // Done only once the replication is idle: the last page is stored by then.
    status.active(true)
    expect(table()?.progress?.done).toBe(false)
    status.active(false)
    expect(table()?.progress?.done).toBe(true)
  })

  it('starts no run for a later pull from a checkpoint, and a new one from the start', () => {
    const { progress, asked, table } = tracked(Promise.resolve(3))
    progress.before(cp)
    progress.after(0, 5)
    expect(asked).toEqual([cp])
    expect(table()?.progress?.fromStart).toBe(false)
    progress.before(cp)
    expect(asked).toHaveLength(1)
    // A new scope or mapping pulls from no checkpoint: a new run.
    progress.before(undefined)
    expect(asked).toEqual([cp, undefined])
    expect(table()?.progress).toMatchObject({ fromStart: true, pulled: 0 })
  })

  it('leaves the total unknown without a count or when the count fails', async () => {
    const none = tracked(null)
    none.progress.before(undefined)
    none.progress.after(3, 5)
    expect(none.table()?.progress).toMatchObject({ total: null, pulled: 3 })
    const failing = tracked(Promise.reject(new Error('offline')))
    failing.progress.before(undefined)
    await new Promise((r) => setTimeout(r, 0))
    expect(failing.table()?.progress?.total).toBeNull()
  })

  it('keeps a late count of an earlier run out of the current one', async () => {
    let answer: (n: number) => void = () => {}
    const status = new CollectionStatus('jobs', () => {})
    const progress = new PullProgress({
      status,
      table: 'jobs',
      count: () => new Promise<number>((r) => (answer = r)),
    })
    progress.before(undefined)
    const first = answer
    progress.after(1, 5)
    progress.before(undefined)
    first(99)
    await Promise.resolve()
    expect(status.snapshot.tables[0]?.progress?.total).toBeNull()
  })

  it('filters as the pull does (SYNC-CP-1)', () => {
    expect(afterCheckpoint('id', cp)).toBe(
      '_modified.gt.2026-11-25T09:00:00.123456+00:00,' +
        'and(_modified.eq.2026-11-25T09:00:00.123456+00:00,id.gt.b)',
    )
  })
})
