// The gate's screens as a person meets them: the denial with the server's reason or the spec's
// default text and Try Again; the challenge passes only after a full press-and-hold.
import { act, fireEvent, render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/i18n/index.ts'
import { gateStore, setGate } from '../gate/gate.store.ts'
import { readFlag } from '../gate/session-flags.ts'
import { AccessDenied } from './AccessDenied.tsx'
import { HOLD_MS, HumanChallenge } from './HumanChallenge.tsx'

const wrap = (ui: React.ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{ui}</MantineProvider>
    </I18nextProvider>,
  )

describe('access denied', () => {
  it('shows the spec default when the server gives no reason, and Try Again retries', () => {
    const retry = vi.fn()
    wrap(<AccessDenied reason={null} onRetry={retry} />)
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy()
    expect(
      screen.getByText('Your request appears to be automated. Please try again later.'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(retry).toHaveBeenCalledOnce()
  })
  it("shows the server's reason when there is one", () => {
    wrap(<AccessDenied reason="Access is paused for 24 hours." onRetry={() => {}} />)
    expect(screen.getByText('Access is paused for 24 hours.')).toBeTruthy()
  })
})

describe('challenge', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    sessionStorage.clear()
    setGate('challenge')
  })
  afterEach(() => vi.useRealTimers())

  it('a short press does nothing; holding for the full time lets the person in', () => {
    wrap(<HumanChallenge />)
    expect(screen.getByText('Please confirm you are a person to continue.')).toBeTruthy()
    const button = screen.getByRole('button', { name: 'Press and hold to confirm' })
    fireEvent.pointerDown(button)
    act(() => vi.advanceTimersByTime(HOLD_MS / 2))
    fireEvent.pointerUp(button)
    act(() => vi.advanceTimersByTime(HOLD_MS * 2))
    expect(gateStore.status).toBe('challenge')
    fireEvent.pointerDown(button)
    act(() => vi.advanceTimersByTime(HOLD_MS + 100))
    expect(gateStore.status).toBe('allowed')
    expect(readFlag('challengePassed')).not.toBeNull()
  })
  it('works from the keyboard too (hold Space)', () => {
    wrap(<HumanChallenge />)
    const button = screen.getByRole('button', { name: 'Press and hold to confirm' })
    fireEvent.keyDown(button, { key: ' ' })
    act(() => vi.advanceTimersByTime(HOLD_MS + 100))
    expect(gateStore.status).toBe('allowed')
  })
})
