import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../pwa-test-utils.tsx'
import { registerServiceWorker, updateState } from '../sw-registration.ts'
import { UpdatePrompt } from './UpdatePrompt.tsx'

afterEach(() => {
  cleanup()
  updateState.available = false
  updateState.reloading = false
})

describe('UpdatePrompt', () => {
  it('shows only when a new version waits, and reloads only on the user click', async () => {
    const reload = vi.fn()
    registerServiceWorker({ enabled: false, reload })
    renderWithProviders(<UpdatePrompt />)
    expect(screen.queryByRole('dialog')).toBeNull()

    await act(async () => {
      updateState.available = true
    })
    expect(screen.getByRole('dialog', { name: 'A new version is available' })).toBeTruthy()
    expect(reload).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('can be put off with Later', async () => {
    renderWithProviders(<UpdatePrompt />)
    await act(async () => {
      updateState.available = true
    })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Later' })))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
