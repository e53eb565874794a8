import { describe, expect, it } from 'vitest'
import { formatResponseTime, medianFirstResponseMs } from './response-time.ts'

const at = (h: number) => new Date(Date.UTC(2026, 10, 1) + h * 3_600_000).toISOString()
const app = (created: number, responded: number | null) => ({
  created_at: at(created),
  responded_at: responded === null ? null : at(responded),
})

describe('time to first response', () => {
  it('is the median wait over answered applications only', () => {
    // Waits of 1 h, 3 h and 100 h; two unanswered ones do not count.
    const apps = [app(0, 1), app(0, 3), app(10, 110), app(5, null), { created_at: at(6) }]
    expect(medianFirstResponseMs(apps)).toBe(3 * 3_600_000)
  })

  it('averages the two middle waits when the count is even', () => {
    expect(medianFirstResponseMs([app(0, 2), app(0, 4), app(0, 1), app(0, 30)])).toBe(3 * 3_600_000)
  })

  it('is null when nobody has been answered yet', () => {
    expect(medianFirstResponseMs([])).toBeNull()
    expect(medianFirstResponseMs([app(0, null)])).toBeNull()
  })

  it('reads server timestamps with microseconds and offsets', () => {
    const apps = [
      {
        created_at: '2026-11-21T10:00:00.123456+00:00',
        responded_at: '2026-11-21T07:30:00.123456-05:00',
      },
    ]
    expect(medianFirstResponseMs(apps)).toBe(2.5 * 3_600_000)
  })

  it('never reports a negative wait (device clock ahead of the server)', () => {
    expect(medianFirstResponseMs([app(2, 1)])).toBe(0)
  })

  it('says it in the unit a person would use', () => {
    expect(formatResponseTime(0)).toBe('1 minute')
    expect(formatResponseTime(12 * 60_000)).toBe('12 minutes')
    expect(formatResponseTime(3.5 * 3_600_000)).toBe('3.5 hours')
    expect(formatResponseTime(47 * 3_600_000)).toBe('47 hours')
    expect(formatResponseTime(60 * 3_600_000)).toBe('2.5 days')
  })
})
