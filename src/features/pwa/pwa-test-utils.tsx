// Renders PWA components the way the app does (Mantine + i18n) for unit tests.
import type { ReactNode } from 'react'
import { render, type RenderResult } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '@/i18n/index.ts'

/** jsdom has no matchMedia; Mantine needs one. `matching` lists the queries that match. */
export function stubMatchMedia(matching: string[] = []): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}

export function renderWithProviders(ui: ReactNode): RenderResult {
  if (typeof window.matchMedia !== 'function') stubMatchMedia()
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{ui}</MantineProvider>
    </I18nextProvider>,
  )
}
