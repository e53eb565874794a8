import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  RECONNECTED_NOTICE_MS,
  markOffline,
  markOnline,
  setPendingChanges,
} from '../connectivity.store.ts'
import { renderWithProviders } from '../pwa-test-utils.tsx'
import { OfflineBanner } from './OfflineBanner.tsx'

beforeEach(() => {
  vi.useFakeTimers()
  markOnline()
  vi.runOnlyPendingTimers()
  setPendingChanges(0)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('OfflineBanner', () => {
  it('is an empty polite live region while online', async () => {
    renderWithProviders(<OfflineBanner />)
    const region = screen.getByRole('status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.textContent).toBe('')
  })

  it('says the user is offline, in English, with the number of waiting changes', async () => {
    renderWithProviders(<OfflineBanner />)
    await act(async () => markOffline())
    const region = screen.getByRole('status')
    expect(region.textContent).toContain('You are offline')
    expect(region.textContent).toContain('Some features may be limited')
    expect(region.textContent).not.toContain('waiting')

    await act(async () => setPendingChanges(1))
    expect(region.textContent).toContain('1 change is waiting to be sent.')
    await act(async () => setPendingChanges(4))
    expect(region.textContent).toContain('4 changes are waiting to be sent.')
  })

  it('says "Back online, syncing" when the network returns, then hides', async () => {
    renderWithProviders(<OfflineBanner />)
    await act(async () => markOffline())
    await act(async () => markOnline())
    const region = screen.getByRole('status')
    expect(region.textContent).toBe('Back online, syncing')
    await act(async () => vi.advanceTimersByTime(RECONNECTED_NOTICE_MS))
    expect(region.textContent).toBe('')
  })
})
