// Why the server refused this account or session, from the worker's status (the pre-request
// check's PT403 and PT401).
import { describe, expect, it } from 'vitest'
import { serverRefusal } from '../../../src/data/account-refusal.ts'
import type { SyncStatus } from '../../../sync/protocol.ts'

const status = (errors: Array<{ code: string; message: string } | null>): SyncStatus =>
  ({
    phase: 'online',
    userId: 'u1',
    lastSyncedAt: null,
    collections: errors.map((lastError, i) => ({ name: `c${i}`, lastError })),
  }) as unknown as SyncStatus

describe('server refusal', () => {
  it('is read from any collection’s last error, and only for PT403 and PT401', () => {
    expect(serverRefusal(null)).toBeNull()
    expect(serverRefusal(status([null, null]))).toBeNull()
    expect(serverRefusal(status([{ code: '42501', message: 'permission denied' }]))).toBeNull()
    expect(serverRefusal(status([{ code: 'PGRST301', message: 'JWT expired' }]))).toBeNull()
    expect(serverRefusal(status([null, { code: 'PT403', message: 'Account suspended' }]))).toBe(
      'suspended',
    )
    expect(serverRefusal(status([{ code: 'PT401', message: 'Session ended' }]))).toBe(
      'sessionEnded',
    )
  })
})
