// What the integrations functions answer, checked, and whether a key still works.
import { describe, expect, it } from 'vitest'
import {
  keyState,
  parseApiKeys,
  parseDeliveries,
} from '../../../src/features/integrations/integration-rows.ts'

const key = {
  id: 'k1',
  name: 'Payroll',
  prefix: 'clk_0123456789',
  scopes: ['jobs:read'],
  organization_id: null,
  organization_name: null,
  created_by_me: true,
  created_at: '2026-11-01T00:00:00Z',
  expires_at: null,
  last_used_at: null,
  revoked_at: null,
}

describe('API key rows', () => {
  it('tell active, expired and revoked keys apart', () => {
    const now = Date.parse('2026-11-29T00:00:00Z')
    const [row] = parseApiKeys([key])
    expect(keyState(row!, now)).toBe('active')
    expect(keyState({ ...row!, expires_at: '2026-11-28T00:00:00Z' }, now)).toBe('expired')
    expect(keyState({ ...row!, expires_at: '2026-12-28T00:00:00Z' }, now)).toBe('active')
    expect(keyState({ ...row!, revoked_at: '2026-11-02T00:00:00Z' }, now)).toBe('revoked')
  })

  it('refuse a row that lacks a field instead of showing half of it', () => {
    const { prefix: _prefix, ...partial } = key
    expect(() => parseApiKeys([partial])).toThrow()
  })
})

describe('delivery rows', () => {
  it('take only the statuses the server records', () => {
    const row = {
      id: 'd1',
      event: 'ping',
      status: 'delivered',
      attempts: 1,
      response_status: 200,
      response_body: 'ok',
      error: null,
      duration_ms: 12,
      created_at: '2026-11-29T00:00:00Z',
      last_attempt_at: '2026-11-29T00:00:01Z',
      next_attempt_at: null,
    }
    expect(parseDeliveries([row])).toHaveLength(1)
    expect(() => parseDeliveries([{ ...row, status: 'sending' }])).toThrow()
  })
})
