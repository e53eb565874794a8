import { describe, expect, it } from 'vitest'
import { quickActionCount, quickActionsOf, visibleQuickActions } from './quick-actions.ts'

describe('quick actions (spec section 9: 4, 8 expanded)', () => {
  it('shows 4 collapsed and 8 expanded for every role', () => {
    expect(quickActionCount(false)).toBe(4)
    expect(quickActionCount(true)).toBe(8)
    for (const role of ['guest', 'company', 'craftsman'] as const) {
      expect(quickActionsOf(role).length).toBeGreaterThanOrEqual(8)
      expect(visibleQuickActions(role, false)).toHaveLength(4)
      expect(visibleQuickActions(role, true)).toHaveLength(8)
    }
  })

  it('offers each role its own actions, highest priority first', () => {
    expect(visibleQuickActions('company', false)[0]?.path).toBe('/post-job')
    expect(visibleQuickActions('craftsman', false)[0]?.path).toBe('/jobs')
    expect(visibleQuickActions('craftsman', true).some((a) => a.path === '/post-job')).toBe(false)
  })

  it('puts favourites first and keeps shortcuts unique within a role', () => {
    expect(visibleQuickActions('company', false, ['qa-settings'])[0]?.id).toBe('qa-settings')
    for (const role of ['guest', 'company', 'craftsman'] as const) {
      const keys = quickActionsOf(role)
        .filter((a) => a.shortcut)
        .map((a) => a.shortcut?.join(' '))
      expect(new Set(keys).size).toBe(keys.length)
    }
  })
})
