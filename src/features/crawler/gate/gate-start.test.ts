// What the gate shows before its check has run: a reload within the session's allowance, or a
// start with no network, renders the page in the app's first pass; anything else waits.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

beforeEach(() => {
  vi.resetModules()
  sessionStorage.clear()
})
afterEach(() => vi.restoreAllMocks())

/** The store as a new page load creates it. */
async function freshGate() {
  return (await import('./gate.store.ts')).gateStore
}

describe('the gate before the check', () => {
  it('a first visit waits for the check', async () => {
    expect((await freshGate()).status).toBe('loading')
  })

  it('a reload within the allowance shows the page at once', async () => {
    const { writeFlag } = await import('./session-flags.ts')
    writeFlag('allowedAt')
    expect((await freshGate()).status).toBe('allowed')
  })

  it('an allowance older than the reuse window waits again', async () => {
    const { ALLOWED_REUSE_MS, writeFlag } = await import('./session-flags.ts')
    writeFlag('allowedAt', Date.now() - ALLOWED_REUSE_MS - 1000)
    expect((await freshGate()).status).toBe('loading')
  })

  it('with no network the page shows at once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect((await freshGate()).status).toBe('allowed')
  })
})
