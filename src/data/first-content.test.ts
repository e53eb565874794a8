// The load's two moments. First content, when the shell's deferred controls may mount: after the
// page's commit and its queries' first results, a frame later. Full load, when work that can wait
// may start: after the first content, once every page that reads all of its data has it on
// screen. Neither later than its deadline.
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as FirstContentModule from './first-content.ts'
import type * as FullLoadModule from './full-load.ts'

type FirstContent = typeof FirstContentModule

/** A fresh copy of the module (its state is per load) and the hook's current value. */
async function freshModule(): Promise<{ m: FirstContent; settled: () => boolean }> {
  vi.resetModules()
  const m = await import('./first-content.ts')
  const { result } = renderHook(() => m.useFirstContent())
  return { m, settled: () => result.current }
}

/** Fresh copies of both modules (their state is per load) and a probe of `afterFullLoad`. */
async function fresh() {
  vi.resetModules()
  const content: typeof FirstContentModule = await import('./first-content.ts')
  const full: typeof FullLoadModule = await import('./full-load.ts')
  let ran = 0
  full.afterFullLoad(() => (ran += 1))
  return { content, full, ran: () => ran }
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

describe('full load', () => {
  it('follows the first content when no page holds it', async () => {
    const { content, ran } = await fresh()
    await aFrame()
    expect(ran()).toBe(0)
    content.notePageCommitted()
    await aFrame()
    expect(ran()).toBe(1)
  })

  it('waits for every hold taken before it settles, and runs its work once', async () => {
    const { content, full, ran } = await fresh()
    const releaseA = full.holdFullLoad()
    const releaseB = full.holdFullLoad()
    content.notePageCommitted()
    await aFrame()
    releaseA()
    releaseA()
    await aFrame()
    expect(ran()).toBe(0)
    releaseB()
    expect(ran()).toBe(1)
    releaseB()
    expect(ran()).toBe(1)
  })

  it('holds nothing once settled: later work runs at once', async () => {
    const { content, full, ran } = await fresh()
    content.notePageCommitted()
    await aFrame()
    full.holdFullLoad()
    let later = 0
    full.afterFullLoad(() => (later += 1))
    expect([ran(), later]).toEqual([1, 1])
  })

  it('never waits past the deadline, whatever is held', async () => {
    const { content, full, ran } = await fresh()
    full.holdFullLoad()
    content.notePageCommitted()
    await advance(full.FULL_LOAD_DEADLINE_MS - 100)
    expect(ran()).toBe(0)
    await advance(200)
    expect(ran()).toBe(1)
  })
})
