// The worker's status says the server refused this account (PT403 from the pre-request check).
import { describe, expect, it } from 'vitest'
import { accountRefused } from '../../../src/data/account-refusal.ts'
import type { SyncStatus } from '../../../sync/protocol.ts'

const status = (errors: Array<{ code: string; message: string } | null>): SyncStatus =>
  ({
    phase: 'online',
    userId: 'u1',
    lastSyncedAt: null,
    collections: errors.map((lastError, i) => ({ name: `c${i}`, lastError })),
  }) as unknown as SyncStatus

describe('account refusal', () => {
  it('is seen in any collection’s last error, and only for PT403', () => {
    expect(accountRefused(null)).toBe(false)
    expect(accountRefused(status([null, null]))).toBe(false)
    expect(accountRefused(status([{ code: '42501', message: 'permission denied' }]))).toBe(false)
    expect(accountRefused(status([{ code: 'PGRST301', message: 'JWT expired' }]))).toBe(false)
    expect(accountRefused(status([null, { code: 'PT403', message: 'Account suspended' }]))).toBe(
      true,
    )
  })
})
