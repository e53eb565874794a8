import { describe, expect, it } from 'vitest'
import {
  isNewUser,
  pushRecent,
  resolveNavRole,
  skillLevelOf,
  tooltipRolesOf,
  withProfileMarker,
} from './context-rules.ts'

describe('navigation role resolution (spec section 4)', () => {
  it('company profile > craftsman profile > guest', () => {
    expect(resolveNavRole({ hasCompanyProfile: true, hasCraftsmanProfile: true })).toBe('company')
    expect(resolveNavRole({ hasCompanyProfile: true, hasCraftsmanProfile: false })).toBe('company')
    expect(resolveNavRole({ hasCompanyProfile: false, hasCraftsmanProfile: true })).toBe(
      'craftsman',
    )
    expect(resolveNavRole({ hasCompanyProfile: false, hasCraftsmanProfile: false })).toBe('guest')
  })

  it('skill level defaults to beginner', () => {
    expect(skillLevelOf(undefined)).toBe('beginner')
    expect(skillLevelOf('expert')).toBe('beginner')
    expect(skillLevelOf('advanced')).toBe('advanced')
    expect(skillLevelOf('intermediate')).toBe('intermediate')
  })

  it('adds new_user for accounts under 7 days and admin for admins', () => {
    const now = new Date('2026-03-10T12:00:00Z')
    expect(isNewUser('2026-03-09T12:00:00Z', now)).toBe(true)
    expect(isNewUser('2026-03-01T12:00:00Z', now)).toBe(false)
    expect(isNewUser(null, now)).toBe(false)
    expect(tooltipRolesOf({ userRole: 'craftsman', isNewUser: true, isAdmin: true })).toEqual([
      'craftsman',
      'new_user',
      'admin',
    ])
  })
})

describe('recent activity', () => {
  it('keeps the 10 newest first without duplicates', () => {
    let list: string[] = []
    for (let i = 0; i < 12; i++) list = pushRecent(list, `/p${i}`)
    expect(list).toHaveLength(10)
    expect(list[0]).toBe('/p11')
    expect(list[9]).toBe('/p2')
    list = pushRecent(list, '/p5')
    expect(list[0]).toBe('/p5')
    expect(list.filter((a) => a === '/p5')).toHaveLength(1)
  })

  it('marks a signed-in user without a profile as profile_incomplete, and clears it', () => {
    expect(withProfileMarker(['/jobs'], true, 'guest')).toEqual(['profile_incomplete', '/jobs'])
    expect(withProfileMarker(['profile_incomplete', '/jobs'], true, 'craftsman')).toEqual(['/jobs'])
    expect(withProfileMarker(['/jobs'], false, 'guest')).toEqual(['/jobs'])
  })
})
