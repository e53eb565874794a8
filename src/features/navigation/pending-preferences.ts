// Preference changes made before the user's preferences row has reached this device (a new
// account, a first sign-in offline). They wait in this browser, not only in memory, so a reload
// before the row arrives does not lose a dismissed tour or a chosen level.
import * as z from 'zod/mini'
import { registerSignOutCleanup } from '@/features/auth/index.ts'

const KEY_PREFIX = 'craftlink.pendingPreferences.'

const pendingSchema = z.object({
  skill_level: z.optional(z.enum(['beginner', 'intermediate', 'advanced'])),
  show_advanced_features: z.optional(z.boolean()),
  preferred_workflow: z.optional(z.string().check(z.maxLength(100))),
  dismissed_tooltips: z.optional(z.string()),
  favorite_actions: z.optional(z.string()),
  recent_activity: z.optional(z.string()),
  onboarding_active: z.optional(z.boolean()),
})

export type PendingPreferences = z.infer<typeof pendingSchema>

const keyOf = (userId: string) => KEY_PREFIX + userId

/** The user's waiting changes; anything unreadable counts as none. */
export function readPending(userId: string): PendingPreferences {
  try {
    const raw = localStorage.getItem(keyOf(userId))
    if (raw === null) return {}
    const parsed = pendingSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

/** Keeps the waiting changes (none: forgets them). */
export function writePending(userId: string, pending: PendingPreferences): void {
  try {
    if (Object.keys(pending).length === 0) localStorage.removeItem(keyOf(userId))
    else localStorage.setItem(keyOf(userId), JSON.stringify(pending))
  } catch {
    // Storage full or blocked: the change still waits in memory for this visit.
  }
}

/** Sign-out leaves nothing of the account on the device. */
function clearAllPending(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(KEY_PREFIX)) localStorage.removeItem(key)
    }
  } catch {
    // Nothing readable, nothing to clear.
  }
}

registerSignOutCleanup('pending-preferences', clearAllPending)
