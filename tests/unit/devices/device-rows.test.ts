// The signed-in devices: this one first, then the most recently active, each with the latest
// report its app sent about its sync.
import { describe, expect, it } from 'vitest'
import { parseSessions } from '../../../src/features/devices/device-rows.ts'

const session = (id: string, lastActive: string, current = false) => ({
  id,
  created_at: '2026-11-01T00:00:00Z',
  last_active_at: lastActive,
  user_agent: 'Mozilla/5.0',
  ip: null,
  aal: 'aal1',
  current,
})

const report = (sessionId: string | null, reportedAt: string, pending: number) => ({
  device_id: `device-${reportedAt}`,
  session_id: sessionId,
  installed: false,
  pending_writes: pending,
  last_synced_at: reportedAt,
  last_error: null,
  reported_at: reportedAt,
})

describe('signed-in devices', () => {
  it('put this device first, then the latest active, each with its newest report', () => {
    const sessions = parseSessions(
      [
        session('a', '2026-11-20T00:00:00Z'),
        session('b', '2026-11-28T00:00:00Z'),
        session('c', '2026-11-01T00:00:00Z', true),
      ],
      [
        report('b', '2026-11-27T00:00:00Z', 4),
        report('b', '2026-11-28T00:00:00Z', 1),
        report(null, '2026-11-29T00:00:00Z', 9),
      ],
    )
    expect(sessions.map((s) => s.id)).toEqual(['c', 'b', 'a'])
    expect(sessions[1]!.report?.pending_writes).toBe(1)
    expect(sessions[0]!.report).toBeNull()
    expect(sessions[2]!.report).toBeNull()
  })
})
