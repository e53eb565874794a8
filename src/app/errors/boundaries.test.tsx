// The spec's boundary texts (section 8) as a person sees them.
import { fireEvent, render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '@/i18n/index.ts'
import { ErrorBoundary } from './ErrorBoundary.tsx'
import { GlobalErrorBoundary } from './GlobalErrorBoundary.tsx'

function Boom({ when }: { when: () => boolean }): null {
  if (when()) throw new Error('render failed')
  return null
}

const wrap = (ui: React.ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{ui}</MantineProvider>
    </I18nextProvider>,
  )

describe('boundaries', () => {
  it('the last-resort boundary shows the unexpected-error title and a refresh action', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    wrap(
      <GlobalErrorBoundary>
        <Boom when={() => true} />
      </GlobalErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy()
    expect(
      screen.getByText('Something went wrong. Please refresh the page to continue.'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy()
  })

  it('a local boundary keeps the rest of the screen and can try again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let failing = true
    wrap(
      <>
        <p>still here</p>
        <ErrorBoundary
          fallback={(_e, reset) => (
            <button type="button" onClick={reset}>
              Try Again
            </button>
          )}
        >
          <Boom when={() => failing} />
          <span>recovered</span>
        </ErrorBoundary>
      </>,
    )
    expect(screen.getByText('still here')).toBeTruthy()
    failing = false
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(screen.getByText('recovered')).toBeTruthy()
  })
})
