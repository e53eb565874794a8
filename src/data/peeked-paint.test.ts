// When the replica may open on a load whose page paints peeked rows: once they are painted (or
// the page has none), and never later than the wait.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as PeekedPaintModule from './peeked-paint.ts'

/** A fresh copy of the module (its state is per load). */
async function fresh(): Promise<typeof PeekedPaintModule> {
  vi.resetModules()
  return import('./peeked-paint.ts')
}

/** Whether `p` has settled after `ms` of (fake) time. */
async function settledAfter(p: Promise<void>, ms: number): Promise<boolean> {
  let done = false
  void p.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(ms)
  return done
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('peeked paint', () => {
  it('holds the replica until the page has painted its peeked rows', async () => {
    const m = await fresh()
    const gate = m.peekedPaintSettled()
    expect(await settledAfter(gate, 100)).toBe(false)
    m.settlePeekedPaint()
    expect(await settledAfter(gate, 0)).toBe(true)
  })

  it('lets it open at once when the page settled before (no rows to show)', async () => {
    const m = await fresh()
    m.settlePeekedPaint()
    expect(await settledAfter(m.peekedPaintSettled(), 0)).toBe(true)
  })

  it('never holds it longer than the wait (a page that never shows them)', async () => {
    const m = await fresh()
    const gate = m.peekedPaintSettled()
    expect(await settledAfter(gate, m.PEEKED_PAINT_WAIT_MS - 1)).toBe(false)
    expect(await settledAfter(gate, 1)).toBe(true)
  })
})
