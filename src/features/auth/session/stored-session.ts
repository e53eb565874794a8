// Reads the session supabase-js left in localStorage. supabase-js reports "no session" when the
// token expired and the refresh could not reach the server (offline), yet keeps the session
// stored; a worker on a job site must keep using the app from the replica in that case.
import * as z from 'zod/mini'
import type { AuthSession } from '../auth.store.ts'

const storedSessionSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  expires_in: z.number(),
  expires_at: z.optional(z.number()),
  user: z.looseObject({
    id: z.string().check(z.minLength(1)),
    email: z.optional(z.string()),
    created_at: z.string(),
    user_metadata: z._default(z.record(z.string(), z.unknown()), {}),
  }),
})

export function readStoredSession(storage: Storage | undefined, key: string): AuthSession | null {
  try {
    const raw = storage?.getItem(key)
    if (!raw) return null
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw))
    return parsed.success ? (parsed.data as AuthSession) : null
  } catch {
    return null
  }
}
