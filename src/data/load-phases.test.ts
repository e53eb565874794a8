// The load's phases. Peeked rows, when the replica may open on a load whose page paints rows
// peeked from storage: once they are painted (or the page has none). First content, when the
// shell's deferred controls may mount: after the page's commit and its queries' first results,
// a frame later. Full load, when work that can wait may start: after the first content, once
// every page that reads all of its data has it on screen. None later than its deadline.
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  FIRST_CONTENT_DEADLINE_MS,
  FULL_LOAD_DEADLINE_MS,
  PEEKED_ROWS_DEADLINE_MS,
} from './load-phases.ts'
import type * as LoadPhasesModule from './load-phases.ts'

/** A fresh copy of the module (its state is per load). */
async function freshPhases(): Promise<typeof LoadPhasesModule> {
  vi.resetModules()
  return import('./load-phases.ts')
}

/** The first content's phase and the shell's hook's current value. */
async function freshModule() {
  const m = await freshPhases()
  const { result } = renderHook(() => m.useFirstContent())
  return { m, phase: m.loadPhases.firstContent, settled: () => result.current }
}

/** Both later phases and a probe of the full load's `after`. */
async function fresh() {
  const m = await freshPhases()
  const { firstContent: content, fullLoad: full } = m.loadPhases
  let ran = 0
  full.after(() => (ran += 1))
  return { m, content, full, ran: () => ran }
}

/** Whether `p` has settled after `ms` of (fake) time. */
async function settledAfter(p: Promise<void>, ms: number): Promise<boolean> {
  let done = false
  void p.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(ms)
  return done
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
    const { phase, settled } = await freshModule()
    expect(settled()).toBe(false)
    phase.mark()
    expect(settled()).toBe(false)
    await aFrame()
    expect(settled()).toBe(true)
  })

  it('waits for every query mounted with the page, and only for those', async () => {
    const { phase, settled } = await freshModule()
    const releaseA = phase.hold()
    const releaseB = phase.hold()
    phase.mark()
    await aFrame()
    releaseA()
    releaseA()
    await aFrame()
    expect(settled()).toBe(false)
    releaseB()
    await aFrame()
    expect(settled()).toBe(true)
    // Once settled, later queries hold nothing.
    phase.hold()
    expect(settled()).toBe(true)
  })

  it('does not settle before the page commits, however fast the data', async () => {
    const { phase, settled } = await freshModule()
    phase.hold()()
    await aFrame()
    expect(settled()).toBe(false)
  })

  it('settles at the deadline when a query never answers', async () => {
    const { phase, settled } = await freshModule()
    phase.hold()
    phase.mark()
    await advance(FIRST_CONTENT_DEADLINE_MS - 100)
    expect(settled()).toBe(false)
    await advance(200)
    expect(settled()).toBe(true)
  })

  it('runs deferred work once, after the content, and at once when already settled', async () => {
    const { phase } = await freshModule()
    const ran: string[] = []
    phase.after(() => ran.push('early'))
    phase.mark()
    expect(ran).toEqual([])
    await aFrame()
    expect(ran).toEqual(['early'])
    phase.after(() => ran.push('late'))
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
    content.mark()
    await aFrame()
    expect(ran()).toBe(1)
  })

  it('waits for every hold taken before it settles, and runs its work once', async () => {
    const { content, full, ran } = await fresh()
    const releaseA = full.hold()
    const releaseB = full.hold()
    content.mark()
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
    content.mark()
    await aFrame()
    full.hold()
    let later = 0
    full.after(() => (later += 1))
    expect([ran(), later]).toEqual([1, 1])
  })

  it('never waits past the deadline, whatever is held', async () => {
    const { content, full, ran } = await fresh()
    full.hold()
    content.mark()
    await advance(FULL_LOAD_DEADLINE_MS - 100)
    expect(ran()).toBe(0)
    await advance(200)
    expect(ran()).toBe(1)
  })
})

describe('peeked rows', () => {
  it('holds the replica until the page has painted its peeked rows', async () => {
    const phase = (await freshPhases()).loadPhases.peekedRows
    const gate = phase.reached()
    expect(await settledAfter(gate, 100)).toBe(false)
    phase.mark()
    expect(await settledAfter(gate, 0)).toBe(true)
  })

  it('lets it open at once when the page settled before (no rows to show)', async () => {
    const phase = (await freshPhases()).loadPhases.peekedRows
    phase.mark()
    expect(await settledAfter(phase.reached(), 0)).toBe(true)
  })

  it('never holds it longer than the wait (a page that never shows them)', async () => {
    const phase = (await freshPhases()).loadPhases.peekedRows
    const gate = phase.reached()
    expect(await settledAfter(gate, PEEKED_ROWS_DEADLINE_MS - 1)).toBe(false)
    expect(await settledAfter(gate, 1)).toBe(true)
  })
})
