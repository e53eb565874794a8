// Preference changes made before the preferences row reached the device survive a reload: they
// are kept in this browser per user and shown over the defaults until the row arrives.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readPending, writePending } from './pending-preferences.ts'

const USER = '11111111-1111-4111-8111-111111111111'

beforeEach(() => localStorage.clear())

describe('pending preferences', () => {
  it('are kept per user and forgotten once written', () => {
    writePending(USER, { dismissed_tooltips: '["welcome-tour"]', skill_level: 'advanced' })
    expect(readPending(USER)).toEqual({
      dismissed_tooltips: '["welcome-tour"]',
      skill_level: 'advanced',
    })
    expect(readPending('someone-else')).toEqual({})
    writePending(USER, {})
    expect(readPending(USER)).toEqual({})
  })

  it('read as none when the stored text is not a valid change', () => {
    localStorage.setItem(`craftlink.pendingPreferences.${USER}`, '{not json')
    expect(readPending(USER)).toEqual({})
    localStorage.setItem(
      `craftlink.pendingPreferences.${USER}`,
      JSON.stringify({ skill_level: 'wizard' }),
    )
    expect(readPending(USER)).toEqual({})
  })

  it('after a reload, show over the defaults and join the saved lists', async () => {
    writePending(USER, { dismissed_tooltips: '["welcome-tour"]', skill_level: 'advanced' })
    vi.resetModules()
    const service = await import('./navigation.service.ts')
    service.loadPending(USER)
    const beforeRow = service.storedWithPending(null)
    expect(beforeRow.preferences.dismissedTooltips).toEqual(['welcome-tour'])
    expect(beforeRow.skillLevel).toBe('advanced')
    const withRow = service.storedWithPending({
      skill_level: 'beginner',
      show_advanced_features: true,
      preferred_workflow: 'default',
      dismissed_tooltips: '["palette-hint"]',
      favorite_actions: '[]',
      recent_activity: '[]',
    })
    expect(withRow.preferences.dismissedTooltips.sort()).toEqual(['palette-hint', 'welcome-tour'])
    expect(withRow.preferences.showAdvancedFeatures).toBe(true)
    service.loadPending(null)
    expect(service.storedWithPending(null).preferences.dismissedTooltips).toEqual([])
  })
})
