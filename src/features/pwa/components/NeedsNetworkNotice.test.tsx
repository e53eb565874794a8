import { act, cleanup, renderHook, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { markOffline, markOnline } from '@/data/connectivity.ts'
import { useNeedsNetwork } from '../hooks/useNeedsNetwork.ts'
import { renderWithProviders } from '../pwa-test-utils.tsx'
import { NeedsNetworkNotice } from './NeedsNetworkNotice.tsx'

beforeEach(() => {
  vi.useFakeTimers()
  markOnline()
  vi.runOnlyPendingTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('NeedsNetworkNotice', () => {
  it('explains offline that the action needs a connection, and clears online', async () => {
    renderWithProviders(<NeedsNetworkNotice action="Sign In" />)
    const region = screen.getByRole('status')
    expect(region.textContent).toBe('')
    await act(async () => markOffline())
    expect(region.textContent).toBe(
      'Sign In needs an internet connection. Try again when you are back online.',
    )
    await act(async () => markOnline())
    expect(region.textContent).toBe('')
  })
})

describe('useNeedsNetwork', () => {
  it('blocks the action only while offline, with a generic message when unnamed', async () => {
    const { result } = renderHook(() => useNeedsNetwork())
    expect(result.current).toEqual({ blocked: false, message: null })
    await act(async () => markOffline())
    expect(result.current.blocked).toBe(true)
    expect(result.current.message).toBe(
      'This needs an internet connection. Try again when you are back online.',
    )
  })
})
