// Behaviour thresholds (spec section 9) with fake timers: > 10 clicks in a second, > 50 scroll
// events in a second, copy, devtools every 5 s; each kind throttled.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createBehaviourMonitor,
  devtoolsLikelyOpen,
  DEVTOOLS_INTERVAL_MS,
  REPORT_THROTTLE_MS,
  type BehaviourKind,
} from './behaviour-monitor.ts'

let sent: Array<[BehaviourKind, string]>
let devtoolsOpen: boolean
const make = () =>
  createBehaviourMonitor({
    emit: (kind, severity) => sent.push([kind, severity]),
    isDevtoolsOpen: () => devtoolsOpen,
  })

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-11-21T12:00:00Z'))
  sent = []
  devtoolsOpen = false
})
afterEach(() => vi.useRealTimers())

const repeat = (n: number, fn: () => void, gapMs: number) => {
  for (let i = 0; i < n; i++) {
    fn()
    vi.advanceTimersByTime(gapMs)
  }
}

describe('rapid clicking', () => {
  it('10 clicks in a second is a person; the 11th within the second is reported once, medium', () => {
    const m = make()
    repeat(10, m.click, 90)
    expect(sent).toEqual([])
    m.click()
    expect(sent).toEqual([['rapid_clicking', 'medium']])
  })
  it('clicks spread over more than a second never add up', () => {
    const m = make()
    repeat(40, m.click, 101)
    expect(sent).toEqual([])
  })
  it('a second burst inside the throttle window is not sent again; after it, it is', () => {
    const m = make()
    repeat(11, m.click, 10)
    repeat(11, m.click, 10)
    expect(sent).toHaveLength(1)
    vi.advanceTimersByTime(REPORT_THROTTLE_MS)
    repeat(11, m.click, 10)
    expect(sent).toEqual([
      ['rapid_clicking', 'medium'],
      ['rapid_clicking', 'medium'],
    ])
  })
})

describe('rapid scrolling', () => {
  it('50 scroll events in a second pass; the 51st is rapid_scrolling, medium', () => {
    const m = make()
    repeat(50, m.scroll, 19)
    expect(sent).toEqual([])
    m.scroll()
    expect(sent).toEqual([['rapid_scrolling', 'medium']])
  })
  it('60 frames of smooth scrolling spread over 2 s are not reported', () => {
    const m = make()
    repeat(60, m.scroll, 34)
    expect(sent).toEqual([])
  })
})

describe('copy and devtools', () => {
  it('a copy is content_copy, low, throttled', () => {
    const m = make()
    m.copy()
    m.copy()
    expect(sent).toEqual([['content_copy', 'low']])
  })
  it('devtools are checked every 5 s and reported low while open, only after start', () => {
    const m = make()
    devtoolsOpen = true
    vi.advanceTimersByTime(DEVTOOLS_INTERVAL_MS * 2)
    expect(sent).toEqual([])
    devtoolsOpen = false
    m.start()
    vi.advanceTimersByTime(DEVTOOLS_INTERVAL_MS)
    expect(sent).toEqual([])
    devtoolsOpen = true
    vi.advanceTimersByTime(DEVTOOLS_INTERVAL_MS - 1)
    expect(sent).toEqual([])
    vi.advanceTimersByTime(1)
    expect(sent).toEqual([['devtools_open', 'low']])
    m.stop()
    vi.advanceTimersByTime(REPORT_THROTTLE_MS * 2)
    expect(sent).toHaveLength(1)
  })
  it('the devtools heuristic ignores phones (no outer size) and ordinary windows', () => {
    const win = { outerWidth: 1280, outerHeight: 800, innerWidth: 1280, innerHeight: 720 }
    expect(devtoolsLikelyOpen(win)).toBe(false)
    expect(devtoolsLikelyOpen({ ...win, innerWidth: 900 })).toBe(true)
    expect(devtoolsLikelyOpen({ ...win, innerHeight: 400 })).toBe(true)
    expect(
      devtoolsLikelyOpen({ outerWidth: 0, outerHeight: 0, innerWidth: 390, innerHeight: 700 }),
    ).toBe(false)
  })
})
