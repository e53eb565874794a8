// Spec section 3 kept preferences and time spent in local storage (navigation_prefs_{userId},
// time_spent_{userId}). They move into the replica once, then the keys are removed.
import { currentRepositories } from '@/data/shell.ts'
import { deviceId } from '@/lib/device-id.ts'
import {
  fromRow,
  legacyPrefsKey,
  legacyPrefsSchema,
  legacyTimeKey,
  legacyTimeSchema,
  mergeLegacy,
  parseLegacy,
} from './model/preferences.ts'

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

let running: Promise<void> | null = null

/** Safe to call often: it runs one at a time and finds nothing once the keys are gone. */
export function migrateLegacyStorage(userId: string): Promise<void> {
  running ??= migrate(userId).finally(() => {
    running = null
  })
  return running
}

async function migrate(userId: string): Promise<void> {
  const repos = currentRepositories()
  const prefsRaw = read(legacyPrefsKey(userId))
  const timeRaw = read(legacyTimeKey(userId))
  if (!repos || (prefsRaw === null && timeRaw === null)) return
  const saved = await repos.preferences.get(userId)
  // The saved row must be on this device first: a new default row would win the merge.
  if (!saved) return
  const legacy = parseLegacy(legacyPrefsSchema, prefsRaw)
  if (legacy) await repos.preferences.update(userId, mergeLegacy(fromRow(saved), legacy))
  const times = parseLegacy(legacyTimeSchema, timeRaw)
  for (const [page, ms] of Object.entries(times ?? {})) {
    if (!page.startsWith('/') || ms < 1000) continue
    await repos.timeSpent.record(userId, deviceId(), page.slice(0, 300), ms / 1000)
  }
  // Unreadable values are dropped too: they could never be migrated.
  if (prefsRaw !== null) localStorage.removeItem(legacyPrefsKey(userId))
  if (timeRaw !== null) localStorage.removeItem(legacyTimeKey(userId))
}
