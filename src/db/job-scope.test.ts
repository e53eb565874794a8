import { describe, expect, it } from 'vitest'
import { inRegion, isPinned, outOfScope, scopeFrom, scopeKey, type Pins } from './job-scope.ts'

const job = (id: string, province: string, trade: string, created: string, extra = {}) => ({
  id,
  location_province: province,
  trade_specialty: trade,
  created_at: created,
  owner_id: 'company',
  organization_id: null,
  ...extra,
})

describe('[SYNC-SCOPE-1] the device scope', () => {
  it("takes the user's choice, else the craftsman's or company's profile", () => {
    const craftsman = {
      service_provinces: '["Quebec","Ontario"]',
      trades: '["solar","electrical"]',
    }
    const company = { province: 'Alberta', trades_hired: '[]' }
    expect(scopeFrom({ craftsman }, 5)).toEqual({
      provinces: ['Ontario', 'Quebec'],
      trades: ['electrical', 'solar'],
      newest: 5,
    })
    expect(scopeFrom({ company }, 5)).toEqual({ provinces: ['Alberta'], trades: [], newest: 5 })
    const preference = { provinces: '["Yukon"]', trades: '["plumbing"]' }
    expect(scopeFrom({ preference, craftsman }, 5).provinces).toEqual(['Yukon'])
    // A choice without provinces falls back to the profile; no profile: no region at all.
    expect(
      scopeFrom({ preference: { provinces: '[]', trades: '[]' }, company }, 5).provinces,
    ).toEqual(['Alberta'])
    expect(scopeFrom({}, 5)).toEqual({ provinces: [], trades: [], newest: 5 })
  })

  it('keys the same scope the same way whatever the order', () => {
    const a = scopeFrom({
      craftsman: { service_provinces: '["Quebec","Ontario"]', trades: '["a","b"]' },
    })
    const b = scopeFrom({
      craftsman: { service_provinces: '["Ontario","Quebec"]', trades: '["b","a"]' },
    })
    expect(scopeKey(a)).toBe(scopeKey(b))
    expect(scopeKey({ ...a, newest: 1 })).not.toBe(scopeKey(a))
  })

  it('a region without trades takes every trade', () => {
    const s = { provinces: ['Ontario'], trades: [], newest: 0 }
    expect(inRegion(s, job('1', 'Ontario', 'welding', '2026-01-01'))).toBe(true)
    expect(inRegion(s, job('2', 'Quebec', 'welding', '2026-01-01'))).toBe(false)
    expect(inRegion({ ...s, trades: ['hvac'] }, job('3', 'Ontario', 'welding', '2026-01-01'))).toBe(
      false,
    )
  })

  it('pins own, organization and applied or saved jobs', () => {
    const pins: Pins = { userId: 'me', organizations: new Set(['org']), jobIds: new Set(['7']) }
    expect(isPinned(pins, job('1', 'Yukon', 'a', 'x', { owner_id: 'me' }))).toBe(true)
    expect(isPinned(pins, job('2', 'Yukon', 'a', 'x', { organization_id: 'org' }))).toBe(true)
    expect(isPinned(pins, job('7', 'Yukon', 'a', 'x'))).toBe(true)
    expect(isPinned(pins, job('8', 'Yukon', 'a', 'x'))).toBe(false)
  })

  it('drops what is outside the region, unpinned and older than the newest N', () => {
    const s = { provinces: ['Ontario'], trades: [], newest: 2 }
    const pins: Pins = { userId: 'me', organizations: new Set(), jobIds: new Set(['saved']) }
    const jobs = [
      job('new1', 'Yukon', 'a', '2026-11-20T00:00:00Z'),
      job('new2', 'Yukon', 'a', '2026-11-19T00:00:00Z'),
      job('old', 'Yukon', 'a', '2026-10-01T00:00:00Z'),
      job('saved', 'Yukon', 'a', '2026-09-01T00:00:00Z'),
      job('region', 'Ontario', 'a', '2026-08-01T00:00:00Z'),
    ]
    expect(outOfScope(s, pins, jobs).map((j) => j.id)).toEqual(['old'])
  })
})
