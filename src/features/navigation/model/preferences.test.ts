import { describe, expect, it } from 'vitest'
import {
  fromRow,
  legacyPrefsSchema,
  legacyTimeSchema,
  mergeLegacy,
  parseLegacy,
  parseList,
} from './preferences.ts'

describe('preferences from the replica document', () => {
  it('reads lists and defaults', () => {
    expect(parseList('["a","b"]')).toEqual(['a', 'b'])
    expect(parseList('not json')).toEqual([])
    expect(fromRow(null).skillLevel).toBe('beginner')
    const s = fromRow({
      skill_level: 'advanced',
      show_advanced_features: true,
      preferred_workflow: '',
      dismissed_tooltips: '["welcome-tour"]',
      favorite_actions: '[]',
      recent_activity: JSON.stringify(Array.from({ length: 12 }, (_, i) => `/p${i}`)),
    })
    expect(s.skillLevel).toBe('advanced')
    expect(s.preferences.preferredWorkflow).toBe('default')
    expect(s.preferences.dismissedTooltips).toEqual(['welcome-tour'])
    expect(s.recentActivity).toHaveLength(10)
  })
})

describe('legacy local-storage values (navigation_prefs_*, time_spent_*)', () => {
  it('parses leniently and merges lists into the document', () => {
    const legacy = parseLegacy(
      legacyPrefsSchema,
      JSON.stringify({
        skillLevel: 'advanced',
        dismissedTooltips: ['ai-features'],
        recentActivity: ['/jobs'],
        showAdvancedFeatures: 'yes',
      }),
    )
    expect(legacy?.skillLevel).toBe('advanced')
    expect(legacy?.showAdvancedFeatures).toBeUndefined()
    const current = fromRow(null)
    current.preferences = { ...current.preferences, dismissedTooltips: ['welcome-tour'] }
    current.recentActivity = ['/chat']
    const patch = mergeLegacy(current, legacy ?? {})
    expect(patch.skill_level).toBe('advanced')
    expect(JSON.parse(patch.dismissed_tooltips)).toEqual(['welcome-tour', 'ai-features'])
    expect(JSON.parse(patch.recent_activity)).toEqual(['/chat', '/jobs'])
    expect(patch.show_advanced_features).toBe(false)
    expect(parseLegacy(legacyPrefsSchema, '{broken')).toBeNull()
    expect(parseLegacy(legacyTimeSchema, '{"/jobs": 120000, "/chat": -1}')).toBeNull()
    expect(parseLegacy(legacyTimeSchema, '{"/jobs": 120000}')).toEqual({ '/jobs': 120000 })
  })
})
