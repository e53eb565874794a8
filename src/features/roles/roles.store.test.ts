import { describe, expect, it } from 'vitest'
import { holdsRole } from './roles.store.ts'

describe('holdsRole', () => {
  const roles = (...list: Array<[string, string]>) => ({
    roles: list.map(([role, status]) => ({ role, status })),
  })

  it('counts an active role and one waiting for an admin', () => {
    expect(holdsRole(roles(['craftsman', 'active']), 'craftsman')).toBe(true)
    expect(holdsRole(roles(['craftsman', 'pending']), 'craftsman')).toBe(true)
  })

  it('not a suspended or revoked one, nor another role', () => {
    expect(holdsRole(roles(['craftsman', 'suspended']), 'craftsman')).toBe(false)
    expect(holdsRole(roles(['craftsman', 'revoked']), 'craftsman')).toBe(false)
    expect(holdsRole(roles(['company', 'active']), 'craftsman')).toBe(false)
    expect(holdsRole(roles(), 'craftsman')).toBe(false)
  })
})
