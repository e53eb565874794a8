// The signed-in devices the server lists (my_sessions), checked with zod.
import * as z from 'zod'

const sessionRow = z.object({
  id: z.string(),
  created_at: z.string().nullable(),
  last_active_at: z.string().nullable(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  aal: z.string().nullable(),
  current: z.boolean(),
})

const reportRow = z.object({
  device_id: z.string(),
  session_id: z.string().nullable(),
  installed: z.boolean(),
  pending_writes: z.number(),
  last_synced_at: z.string().nullable(),
  last_error: z.string().nullable(),
  reported_at: z.string(),
})
export type DeviceReport = z.infer<typeof reportRow>

export type DeviceSession = z.infer<typeof sessionRow> & {
  /** What the app on that device last reported about its sync; null before its first report. */
  report: DeviceReport | null
}

/** This device first, then the most recently active; each with its device's latest report. */
export function parseSessions(rows: unknown, reportRows: unknown = []): DeviceSession[] {
  const reports = z.array(reportRow).parse(reportRows)
  const latest = (id: string) =>
    reports
      .filter((r) => r.session_id === id)
      .sort((a, b) => b.reported_at.localeCompare(a.reported_at))[0] ?? null
  const sessions = z
    .array(sessionRow)
    .parse(rows)
    .map((s) => ({ ...s, report: latest(s.id) }))
  return sessions.sort((a, b) =>
    a.current !== b.current
      ? a.current
        ? -1
        : 1
      : (b.last_active_at ?? '').localeCompare(a.last_active_at ?? ''),
  )
}
