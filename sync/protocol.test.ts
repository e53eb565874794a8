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
    expect(parseFromWorker({ type: 'ack', requestId: 'r', ok: true })).not.toBeNull()
    expect(parseFromWorker({ type: 'status', status: { phase: 'nope' } })).toBeNull()
  })
})
