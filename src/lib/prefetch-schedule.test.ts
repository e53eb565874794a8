import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPrefetchScheduler, type PageName } from './prefetch-schedule.ts'

let loaded: PageName[]
let failing: Set<PageName>

const make = (withIdle: boolean) => {
  const idleCallbacks: Array<() => void> = []
  const scheduler = createPrefetchScheduler({
    load: (page) => {
      loaded.push(page)
      return failing.has(page) ? Promise.reject(new Error('offline')) : Promise.resolve()
    },
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    ...(withIdle
      ? {
          // The browser may fire idle early; the fallback timeout is the spec's 2 s.
          requestIdle: (fn: () => void, opts: { timeout: number }) => {
            idleCallbacks.push(fn)
            return setTimeout(fn, opts.timeout)
          },
          cancelIdle: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
        }
      : {}),
  })
  return { scheduler, idleCallbacks }
}

beforeEach(() => {
  vi.useFakeTimers()
  loaded = []
  failing = new Set()
})
afterEach(() => vi.useRealTimers())

describe('start-up prefetch', () => {
  it('loads the high-priority set after 1 s and the idle set 2 s later without idle callbacks', () => {
    const { scheduler } = make(false)
    scheduler.start()
    vi.advanceTimersByTime(999)
    expect(loaded).toEqual([])
    vi.advanceTimersByTime(1)
    expect(loaded).toEqual(['Index', 'Auth', 'CompanyDashboard', 'CraftsmanDashboard', 'Jobs'])
    vi.advanceTimersByTime(1999)
    expect(loaded).toHaveLength(5)
    vi.advanceTimersByTime(1)
    expect(loaded.slice(5)).toEqual(['Marketplace', 'Analytics', 'Settings', 'Profile'])
  })

  it('loads the idle set as soon as the browser is idle', () => {
    const { scheduler, idleCallbacks } = make(true)
    scheduler.start()
    vi.advanceTimersByTime(1000)
    expect(idleCallbacks).toHaveLength(1)
    idleCallbacks[0]?.()
    expect(loaded.slice(5)).toEqual(['Marketplace', 'Analytics', 'Settings', 'Profile'])
  })
})

describe('route change preload', () => {
  it('waits 500 ms, then loads the route page and its per-route list', () => {
    const { scheduler } = make(false)
    scheduler.routeChanged('/company-dashboard')
    vi.advanceTimersByTime(499)
    expect(loaded).toEqual([])
    vi.advanceTimersByTime(1)
    expect(loaded).toEqual(['CompanyDashboard', 'PostJob', 'JobManagement', 'Analytics'])
  })

  it.each([
    ['/', ['Index', 'Auth', 'Jobs', 'CompanyDashboard']],
    ['/auth', ['Auth', 'CompanyRegister', 'CraftsmanRegister', 'Onboarding']],
    ['/craftsman-dashboard', ['CraftsmanDashboard', 'Jobs', 'Portfolio', 'Chat']],
    ['/jobs', ['Jobs', 'Chat', 'Profile', 'Portfolio']],
    ['/settings', ['Settings', 'Profile', 'Chat']],
    ['/events', ['Settings', 'Profile', 'Chat']],
  ] as const)('%s loads %j', (path, expected) => {
    const { scheduler } = make(false)
    scheduler.routeChanged(path)
    vi.advanceTimersByTime(500)
    expect(loaded).toEqual(expected)
  })

  it('only the last of quick route changes counts', () => {
    const { scheduler } = make(false)
    scheduler.routeChanged('/jobs')
    vi.advanceTimersByTime(300)
    scheduler.routeChanged('/chat')
    vi.advanceTimersByTime(500)
    expect(loaded).toEqual(['Chat', 'Settings', 'Profile'])
  })

  it('ignores failures and retries a failed page later', async () => {
    failing.add('Chat')
    const { scheduler } = make(false)
    scheduler.routeChanged('/chat')
    vi.advanceTimersByTime(500)
    await vi.runAllTimersAsync()
    failing.clear()
    scheduler.routeChanged('/jobs')
    vi.advanceTimersByTime(500)
    expect(loaded.filter((p) => p === 'Chat')).toHaveLength(2)
  })

  it('never loads a page twice once it succeeded', () => {
    const { scheduler } = make(false)
    scheduler.routeChanged('/jobs')
    vi.advanceTimersByTime(500)
    scheduler.start()
    vi.advanceTimersByTime(1000)
    expect(loaded.filter((p) => p === 'Jobs')).toHaveLength(1)
  })
})

describe('hover prefetch', () => {
  it('loads only the hover set, at once', () => {
    const { scheduler } = make(false)
    scheduler.hovered('Settings')
    scheduler.hovered(undefined)
    expect(loaded).toEqual([])
    for (const p of ['CompanyDashboard', 'CraftsmanDashboard', 'Jobs', 'Chat'] as const) {
      scheduler.hovered(p)
    }
    expect(loaded).toEqual(['CompanyDashboard', 'CraftsmanDashboard', 'Jobs', 'Chat'])
  })

  it('dispose cancels everything pending', () => {
    const { scheduler } = make(false)
    scheduler.start()
    scheduler.routeChanged('/jobs')
    scheduler.dispose()
    vi.advanceTimersByTime(10_000)
    expect(loaded).toEqual([])
  })
})
