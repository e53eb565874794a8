// Resolves when the browser next has a moment to spare (requestIdleCallback, or the next task
// where it has none): background work split across such moments never holds a tap or a frame
// for long.

const IDLE_TIMEOUT_MS = 2_000

export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestIdleCallback === 'function')
      globalThis.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
    else setTimeout(resolve, 0)
  })
}
