import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { MantineProvider } from '@mantine/core'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '@/i18n/index.ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { INSTALL_DISMISS_MS, INSTALL_PROMPT_DELAY_MS } from '../install-rules.ts'
import { INSTALL_STORAGE_KEY } from '../install-storage.ts'
import { captureInstallEvents, installState } from '../install.store.ts'
import { renderWithProviders, stubMatchMedia } from '../pwa-test-utils.tsx'
import { InstallPrompt } from './InstallPrompt.tsx'

const T0 = Date.UTC(2026, 2, 1, 9)

/** What Chromium fires when the app can be installed. */
function fireBeforeInstallPrompt(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  })
  window.dispatchEvent(event)
  return event
}

function dialog() {
  return screen.queryByRole('dialog', { name: 'Install CraftLink' })
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 })
  localStorage.clear()
  installState.record = { version: 1 }
  stubMatchMedia(['(pointer: coarse)'])
  captureInstallEvents(window)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('InstallPrompt', () => {
  it('appears 3 s after load on a mobile device that can install', async () => {
    const event = fireBeforeInstallPrompt()
    expect(event.defaultPrevented).toBe(true)
    renderWithProviders(<InstallPrompt />)
    act(() => vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS - 1))
    expect(dialog()).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(dialog()).not.toBeNull()
  })

  it('stays quiet for 7 days after "Not now", with the time stored', async () => {
    fireBeforeInstallPrompt()
    const first = renderWithProviders(<InstallPrompt />)
    act(() => vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Not now' })))
    expect(dialog()).toBeNull()
    const stored = JSON.parse(localStorage.getItem(INSTALL_STORAGE_KEY) ?? '{}')
    expect(stored.dismissedAt).toBe(T0 + INSTALL_PROMPT_DELAY_MS)
    first.unmount()

    vi.setSystemTime(T0 + INSTALL_DISMISS_MS - 60_000)
    const second = renderWithProviders(<InstallPrompt />)
    act(() => vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS))
    expect(dialog()).toBeNull()
    second.unmount()

    vi.setSystemTime(T0 + INSTALL_DISMISS_MS + 60_000)
    renderWithProviders(<InstallPrompt />)
    act(() => vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS))
    expect(dialog()).not.toBeNull()
  })

  it('opens the browser dialog on Install and records an accepted install', async () => {
    const event = fireBeforeInstallPrompt('accepted')
    renderWithProviders(<InstallPrompt />)
    act(() => vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install' }))
    })
    expect(event.prompt).toHaveBeenCalledOnce()
    expect(dialog()).toBeNull()
    expect(installState.record.installedAt).toBe(T0 + INSTALL_PROMPT_DELAY_MS)
  })

  it('never shows in the installed app (display-mode standalone)', async () => {
    stubMatchMedia(['(pointer: coarse)', '(display-mode: standalone)'])
    fireBeforeInstallPrompt()
    renderWithProviders(<InstallPrompt />)
    act(() => vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS * 2))
    expect(dialog()).toBeNull()
  })

  it('records the appinstalled event and stops offering', async () => {
    fireBeforeInstallPrompt()
    window.dispatchEvent(new Event('appinstalled'))
    renderWithProviders(<InstallPrompt />)
    act(() => vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS))
    expect(dialog()).toBeNull()
    expect(JSON.parse(localStorage.getItem(INSTALL_STORAGE_KEY) ?? '{}').installedAt).toBe(T0)
  })
})

describe('the 3 s count', () => {
  it('is running as soon as the layout holding the prompt is on screen', async () => {
    // The app shows its layout after a store change (not a click), so React runs passive effects
    // in a later task. The install-prompt e2e moves the page's clock as soon as it sees the
    // layout; here a MutationObserver does the same, before any later task can run.
    vi.useRealTimers()
    vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const reactEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    reactEnv.IS_REACT_ACT_ENVIRONMENT = false
    fireBeforeInstallPrompt()
    const host = document.body.appendChild(document.createElement('div'))
    const seen = new MutationObserver(() => {
      if (!host.querySelector('[data-testid="layout"]')) return
      seen.disconnect()
      vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS)
    })
    seen.observe(host, { childList: true, subtree: true })
    const root = createRoot(host)
    try {
      root.render(
        <I18nextProvider i18n={i18n}>
          <MantineProvider>
            <header data-testid="layout" />
            <InstallPrompt />
          </MantineProvider>
        </I18nextProvider>,
      )
      await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 3000 })
    } finally {
      seen.disconnect()
      root.unmount()
      reactEnv.IS_REACT_ACT_ENVIRONMENT = true
    }
  })
})
