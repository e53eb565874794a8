import { describe, expect, it } from 'vitest'
import { ALL_GAPS, companyGaps, craftsmanGaps, profileSideOf } from './profile-gaps.ts'

const fullCraftsman = {
  trades: '["electrical"]',
  city: 'Laval',
  certifications: '[{"name":"Red Seal Electrician (309A)"}]',
  bio: 'Licensed electrician.',
  hourly_rate: 48,
  service_provinces: '["Quebec"]',
}
const fullCompany = {
  description: 'Framing and finishing in the GTA.',
  website_url: 'https://maple-ridge.example.com',
  trades_hired: '["carpentry"]',
  business_number: '123456782RT0001',
  company_size: '51-200',
}

describe('profile gaps', () => {
  it('finds nothing missing in a complete profile of either side', () => {
    expect(craftsmanGaps(fullCraftsman)).toEqual([])
    expect(companyGaps(fullCompany)).toEqual([])
  })

  it("names a craftsman's missing fields in order of weight", () => {
    const gaps = craftsmanGaps({
      ...fullCraftsman,
      trades: '[]',
      city: '  ',
      certifications: 'not json',
      bio: null,
      hourly_rate: null,
    })
    expect(gaps).toEqual(['trades', 'city', 'certifications', 'hourlyRate', 'bio'])
  })

  it("names a company's missing fields", () => {
    expect(companyGaps({ ...fullCompany, description: '', website_url: null })).toEqual([
      'description',
      'website',
    ])
    expect(companyGaps({ ...fullCompany, trades_hired: '{}', company_size: null })).toEqual([
      'tradesHired',
      'companySize',
    ])
  })

  it('knows whose profile it is about, with or without a profile row', () => {
    const none = {
      hasCompanyProfile: false,
      hasCraftsmanProfile: false,
      holdsWorkingRole: false,
      holdsCompanyRole: false,
    }
    expect(profileSideOf(none)).toBeNull()
    expect(profileSideOf({ ...none, hasCompanyProfile: true, hasCraftsmanProfile: true })).toBe(
      'company',
    )
    expect(profileSideOf({ ...none, hasCraftsmanProfile: true })).toBe('craftsman')
    expect(profileSideOf({ ...none, holdsWorkingRole: true })).toBe('craftsman')
    expect(profileSideOf({ ...none, holdsCompanyRole: true })).toBe('company')
    // A new craftsman without a profile row lacks all of it.
    expect(ALL_GAPS.craftsman).toEqual(
      craftsmanGaps({
        trades: '[]',
        city: null,
        certifications: '[]',
        bio: null,
        hourly_rate: null,
        service_provinces: '[]',
      }),
    )
  })
})
