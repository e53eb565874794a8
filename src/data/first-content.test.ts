// When the shell's deferred controls may mount: after the page's commit and its queries' first
// results, a frame later; never later than the deadline.
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as FirstContentModule from './first-content.ts'

type FirstContent = typeof FirstContentModule

/** A fresh copy of the module (its state is per load) and the hook's current value. */
async function freshModule(): Promise<{ m: FirstContent; settled: () => boolean }> {
  vi.resetModules()
  const m = await import('./first-content.ts')
  const { result } = renderHook(() => m.useFirstContent())
  return { m, settled: () => result.current }
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
const aFrame = () => advance(40)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('first content', () => {
  it('settles a frame after a page with no queries commits', async () => {
    const { m, settled } = await freshModule()
    expect(settled()).toBe(false)
    m.notePageCommitted()
    expect(settled()).toBe(false)
    await aFrame()
    expect(settled()).toBe(true)
  })

  it('waits for every query mounted with the page, and only for those', async () => {
    const { m, settled } = await freshModule()
    const releaseA = m.holdFirstContent()
    const releaseB = m.holdFirstContent()
    m.notePageCommitted()
    await aFrame()
    releaseA()
    releaseA()
    await aFrame()
    expect(settled()).toBe(false)
    releaseB()
    await aFrame()
    expect(settled()).toBe(true)
    // Once settled, later queries hold nothing.
    m.holdFirstContent()
    expect(settled()).toBe(true)
  })

  it('does not settle before the page commits, however fast the data', async () => {
    const { m, settled } = await freshModule()
    m.holdFirstContent()()
    await aFrame()
    expect(settled()).toBe(false)
  })

  it('settles at the deadline when a query never answers', async () => {
    const { m, settled } = await freshModule()
    m.holdFirstContent()
    m.notePageCommitted()
    await advance(m.FIRST_CONTENT_DEADLINE_MS - 100)
    expect(settled()).toBe(false)
    await advance(200)
    expect(settled()).toBe(true)
  })

  it('runs deferred work once, after the content, and at once when already settled', async () => {
    const { m } = await freshModule()
    const ran: string[] = []
    m.afterFirstContent(() => ran.push('early'))
    m.notePageCommitted()
    expect(ran).toEqual([])
    await aFrame()
    expect(ran).toEqual(['early'])
    m.afterFirstContent(() => ran.push('late'))
    expect(ran).toEqual(['early', 'late'])
    await aFrame()
    expect(ran).toEqual(['early', 'late'])
  })
})
