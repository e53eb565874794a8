// When the device reports its sync: at once the first time, within a minute of a change, every
// ten minutes otherwise.
import { describe, expect, it } from 'vitest'
import {
  HEARTBEAT_MS,
  MIN_GAP_MS,
  nextReportIn,
} from '../../../src/features/devices/report-schedule.ts'

const state = { installed: false, pendingWrites: 0, lastSyncedAt: '2026-11-29T08:00:00Z' }

describe('device sync report schedule', () => {
  it('reports at once the first time', () => {
    expect(nextReportIn(null, 1000, state)).toBe(0)
  })

  it('reports a change at most once a minute', () => {
    const sent = { at: 10_000, state }
    expect(nextReportIn(sent, 10_000 + 5_000, { ...state, pendingWrites: 2 })).toBe(
      MIN_GAP_MS - 5_000,
    )
    expect(nextReportIn(sent, 10_000 + MIN_GAP_MS + 1, { ...state, installed: true })).toBe(0)
  })

  it('repeats an unchanged report every ten minutes', () => {
    const sent = { at: 0, state }
    expect(nextReportIn(sent, 60_000, { ...state })).toBe(HEARTBEAT_MS - 60_000)
  })
})
