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
export type DeviceSession = z.infer<typeof sessionRow>

/** This device first, then the most recently active. */
export function parseSessions(rows: unknown): DeviceSession[] {
  const sessions = z.array(sessionRow).parse(rows)
  return sessions.sort((a, b) =>
    a.current !== b.current
      ? a.current
        ? -1
        : 1
      : (b.last_active_at ?? '').localeCompare(a.last_active_at ?? ''),
  )
}
