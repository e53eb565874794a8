import { describe, expect, it } from 'vitest'
import { displayPhase } from './sync-view.ts'

const status = (phase: 'online' | 'syncing' | 'offline' | 'stopped') => ({
  phase,
  userId: 'u',
  lastSyncedAt: null,
  collections: [],
})

describe('[SYNC-STATE-2] overall phase shown to the user', () => {
  it('is offline when the browser is, whatever the worker last said', () => {
    expect(
      displayPhase({ status: status('online'), isLeader: true, isOnline: false, problem: null }),
    ).toBe('offline')
  })
  it('follows the worker otherwise, and is stopped before any report', () => {
    expect(
      displayPhase({ status: status('syncing'), isLeader: false, isOnline: true, problem: null }),
    ).toBe('syncing')
    expect(displayPhase({ status: null, isLeader: false, isOnline: true, problem: null })).toBe(
      'stopped',
    )
  })
})
