// When work that can wait may start: after the first content, once every page that reads all of
// its data has it on screen; never later than the deadline.
import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as FirstContentModule from './first-content.ts'
import type * as FullLoadModule from './full-load.ts'

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
