import { describe, expect, it } from 'vitest'
import { Backoff } from './backoff.ts'
import { CollectionStatus } from './status.ts'

describe('[SYNC-ERR-3] retry wait of one replication', () => {
  it('doubles with each failure in a row up to 16 s, reports it, and starts again after a success', () => {
    const waits: number[] = []
    const status = new CollectionStatus('jobs', () => {})
    const backoff = new Backoff((ms) => waits.push(ms), status)
    const err = Object.assign(new Error('upstream timed out'), { code: '', status: 504 })
    for (let i = 0; i < 6; i++) expect(backoff.failed(err)).toBe(err)
    backoff.succeeded()
    backoff.failed(err)
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 16_000, 1000, 1000])
    expect(status.snapshot.lastError?.message).toContain('upstream timed out')
  })
})
