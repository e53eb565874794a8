// A page visit reported during a load reaches the server only once the page has painted its first
// content (issue 8): reporting it earlier loaded supabase-js and sent a request mid-paint.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const sent = vi.hoisted(() => ({ actions: [] as string[] }))

vi.mock('@/backend/navigation-api.ts', () => ({
  trackAction: (_context: unknown, action: string) => {
    sent.actions.push(action)
    return Promise.resolve({ ok: true, value: null })
  },
}))

async function freshStart() {
  vi.resetModules()
  const { loadPhases } = await import('@/data/load-phases.ts')
  const firstContent = loadPhases.firstContent
  const service = await import('./navigation.service.ts')
  return { firstContent, service }
}

beforeEach(() => {
  sent.actions = []
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'requestAnimationFrame'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('track during a load', () => {
  it('waits for the first content, then sends', async () => {
    const { firstContent, service } = await freshStart()
    const done = service.track('page_visit', { path: '/jobs' })
    await vi.advanceTimersByTimeAsync(0)
    expect(sent.actions).toEqual([])

    firstContent.mark()
    await vi.advanceTimersByTimeAsync(40)
    await done
    expect(sent.actions).toEqual(['page_visit'])
  })

  it('sends at once after the first content', async () => {
    const { firstContent, service } = await freshStart()
    firstContent.mark()
    await vi.advanceTimersByTimeAsync(40)
    await service.track('command_palette_select', {})
    expect(sent.actions).toEqual(['command_palette_select'])
  })
})
