import 'fake-indexeddb/auto'
import { firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { provideDatabase, repositoriesFor } from '@/data/index.ts'
import { sharedTables, type AppDatabase } from '@/db/index.ts'
import { migrateLegacyStorage } from '@/features/navigation/legacy-migration.ts'
import { createTestDatabase } from '../../factories/database.ts'

const USER = '11111111-1111-4111-8111-111111111111'
const OTHER = '22222222-2222-4222-8222-222222222222'
let db: AppDatabase | null = null

afterEach(async () => {
  provideDatabase(null)
  await db?.close()
  localStorage.clear()
})

describe('legacy local-storage migration (navigation_prefs_*, time_spent_*)', () => {
  it('moves the values into the replica once and removes the keys', async () => {
    db = await createTestDatabase({
      collections: ['navigation_preferences'],
      tables: sharedTables,
    })
    provideDatabase(db)
    const repos = repositoriesFor(db)
    // The saved row as pulled from the server.
    await db.navigation_preferences.insert({
      user_id: USER,
      skill_level: 'beginner',
      show_advanced_features: false,
      preferred_workflow: 'default',
      dismissed_tooltips: '["welcome-tour"]',
      favorite_actions: '[]',
      recent_activity: '["/chat"]',
      onboarding_active: false,
      language: 'en',
      notify_new_applications: true,
      notify_application_updates: true,
      notify_role_updates: true,
      created_at: '2026-01-01T00:00:00.000Z',
    })
    localStorage.setItem(
      `navigation_prefs_${USER}`,
      JSON.stringify({
        skillLevel: 'advanced',
        showAdvancedFeatures: true,
        dismissedTooltips: ['ai-features'],
        recentActivity: ['/jobs'],
      }),
    )
    localStorage.setItem(`time_spent_${USER}`, JSON.stringify({ '/jobs': 90_000, bad: 5 }))

    await migrateLegacyStorage(USER)
    const prefs = await repos.preferences.get(USER)
    expect(prefs?.skill_level).toBe('advanced')
    expect(prefs?.show_advanced_features).toBe(true)
    expect(JSON.parse(prefs?.dismissed_tooltips ?? '[]')).toEqual(['welcome-tour', 'ai-features'])
    expect(JSON.parse(prefs?.recent_activity ?? '[]')).toEqual(['/chat', '/jobs'])
    const rows = await firstValueFrom(repos.timeSpent.ofUser$(USER))
    expect(rows.map((r) => [r.page, r.seconds, r.user_id])).toEqual([['/jobs', 90, USER]])
    expect(localStorage.getItem(`navigation_prefs_${USER}`)).toBeNull()
    expect(localStorage.getItem(`time_spent_${USER}`)).toBeNull()

    // Before the saved row has arrived nothing is written (a default row would win the merge).
    localStorage.setItem(`navigation_prefs_${OTHER}`, JSON.stringify({ skillLevel: 'advanced' }))
    await migrateLegacyStorage(OTHER)
    expect(await repos.preferences.get(OTHER)).toBeNull()
    expect(localStorage.getItem(`navigation_prefs_${OTHER}`)).not.toBeNull()

    // Once: a second run finds nothing to add.
    await migrateLegacyStorage(USER)
    const again = await firstValueFrom(repos.timeSpent.ofUser$(USER))
    expect(again.map((r) => r.seconds)).toEqual([90])
  })
})
