// Spec section 3 kept preferences and time spent in local storage (navigation_prefs_{userId},
// time_spent_{userId}). They move into the replica once, then the keys are removed.
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { currentDatabase, repositoriesFor } from '@/data/index.ts'
import { deviceId } from '../device-id.ts'
import {
  fromRow,
  legacyPrefsKey,
  legacyPrefsSchema,
  legacyTimeKey,
  legacyTimeSchema,
  mergeLegacy,
  parseLegacy,
} from '../model/preferences.ts'
import { navigationStore } from '../navigation.store.ts'
import { safeRead } from '../navigation.service.ts'

export async function migrateLegacyStorage(userId: string): Promise<void> {
  const db = currentDatabase()
  if (!db) return
  const repos = repositoriesFor(db)
  const prefsRaw = safeRead(legacyPrefsKey(userId))
  const timeRaw = safeRead(legacyTimeKey(userId))
  const legacy = parseLegacy(legacyPrefsSchema, prefsRaw)
  if (legacy) {
    const current = fromRow(await repos.preferences.get(userId))
    await repos.preferences.update(userId, mergeLegacy(current, legacy))
  }
  const times = parseLegacy(legacyTimeSchema, timeRaw)
  for (const [page, ms] of Object.entries(times ?? {})) {
    if (!page.startsWith('/') || ms < 1000) continue
    await repos.timeSpent.record(userId, deviceId(), page.slice(0, 300), ms / 1000)
  }
  // Unreadable values are dropped too: they could never be migrated.
  if (prefsRaw !== null) localStorage.removeItem(legacyPrefsKey(userId))
  if (timeRaw !== null) localStorage.removeItem(legacyTimeKey(userId))
}

export function useLegacyMigration(): void {
  const { userId, isReady } = useSnapshot(navigationStore)
  useEffect(() => {
    if (!userId || !isReady) return
    migrateLegacyStorage(userId).catch((error: unknown) =>
      console.warn('[navigation] could not migrate saved preferences', error),
    )
  }, [userId, isReady])
}
