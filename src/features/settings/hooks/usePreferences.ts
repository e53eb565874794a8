import type { NavigationPreferencesDoc } from '@/db/index.ts'
import { useLiveQuery, useRepositories } from '@/data/shell.ts'
import { defaultPreferences } from '@/data/shell.ts'

type Editable = Omit<NavigationPreferencesDoc, 'user_id' | 'created_at'>

export interface PreferencesView {
  prefs: Editable
  /** The row is on this device (else the defaults show until it arrives). */
  isStored: boolean
  isLoading: boolean
  error: Error | null
  update: (patch: Partial<Editable>) => Promise<void>
}

/** The user's navigation preferences from the replica; changes are local writes that sync. */
export function usePreferences(userId: string): PreferencesView {
  const repos = useRepositories()
  const live = useLiveQuery((r) => r.preferences.of$(userId), [userId])
  return {
    prefs: live.data ?? defaultPreferences,
    isStored: Boolean(live.data),
    isLoading: live.isLoading,
    error: live.error,
    update: async (patch) => {
      if (!repos) throw new Error('The local database is not open')
      await repos.preferences.update(userId, patch)
    },
  }
}
