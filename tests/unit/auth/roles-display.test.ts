import { afterEach, describe, expect, it } from 'vitest'
import { roleLabel } from '@/features/roles/role-label.ts'
import { applyLanguage } from '@/i18n/index.ts'
import { roleBadgeStyle, roleIconName } from '@/lib/roles/index.ts'

afterEach(() => applyLanguage('en'))

describe('role display', () => {
  it('names every known role', () => {
    const names = [
      ['customer', 'Customer'],
      ['craftsman', 'Craftsman'],
      ['admin', 'Administrator'],
      ['workshop_owner', 'Workshop Owner'],
      ['franchise_partner', 'Franchise Partner'],
      ['auditor', 'Auditor'],
      ['bank_insurance', 'Bank & Insurance'],
      ['guest', 'Guest'],
      ['privacy_officer', 'Privacy Officer'],
      ['compliance_officer', 'Compliance Officer'],
      ['security_officer', 'Security Officer'],
      ['factory_manager', 'Factory Manager'],
      ['moderator', 'Moderator'],
      ['brand_manager', 'Brand Manager'],
    ]
    for (const [role, name] of names) expect(roleLabel(role!)).toBe(name)
  })
  it('formats unknown roles', () => {
    expect(roleLabel('site_safety_lead')).toBe('Site Safety Lead')
    expect(roleLabel('company')).toBe('Company')
    expect(roleLabel('toString')).toBe('ToString')
  })
  it('names roles in the language the user picked, unknown ones humanised', async () => {
    await applyLanguage('fr-CA')
    expect(roleLabel('security_officer')).toBe('Responsable de la sécurité')
    expect(roleLabel('site_safety_lead')).toBe('Site Safety Lead')
  })
  it('styles badges', () => {
    expect(roleBadgeStyle('admin')).toBe('destructive')
    expect(roleBadgeStyle('craftsman')).toBe('default')
    expect(roleBadgeStyle('workshop_owner')).toBe('default')
    expect(roleBadgeStyle('franchise_partner')).toBe('secondary')
    expect(roleBadgeStyle('admin', 'pending')).toBe('secondary')
    expect(roleBadgeStyle('auditor')).toBe('outline')
  })
  it('has icons for company and mentor too', () => {
    expect(roleIconName('company')).toBe('building')
    expect(roleIconName('mentor')).toBe('school')
    expect(roleIconName('admin')).toBe('shield')
    expect(roleIconName('whatever')).toBe('user')
  })
})
