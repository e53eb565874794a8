// Shared setup for unit tests (jsdom). Keep it small: tests should set up what they use.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Mantine reads media queries and observes sizes; jsdom implements neither.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.scrollTo ??= () => {}
}

// Testing Library only cleans up by itself when test globals are on; they are not here.
afterEach(() => cleanup())
