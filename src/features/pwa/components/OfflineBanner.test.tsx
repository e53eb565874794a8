import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RECONNECTED_NOTICE_MS, markOffline, markOnline } from '@/data/connectivity.ts'
import { renderWithProviders } from '../pwa-test-utils.tsx'
import { OfflineBanner } from './OfflineBanner.tsx'

beforeEach(() => {
  vi.useFakeTimers()
  markOnline()
  vi.runOnlyPendingTimers()
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

  // The number of waiting changes, read from a real outbox: tests/unit/pwa/offline-banner-waiting.
  it('says the user is offline, in English', async () => {
    renderWithProviders(<OfflineBanner />)
    await act(async () => markOffline())
    const region = screen.getByRole('status')
    expect(region.textContent).toContain('You are offline')
    expect(region.textContent).toContain('Some features may be limited')
    expect(region.textContent).not.toContain('waiting')
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
