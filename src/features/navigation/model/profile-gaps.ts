// What a profile still lacks (issue 41): the "Complete your profile" tip shows only when
// something is actually missing, and names it in the words of the profile's side.

export type ProfileGap =
  | 'trades'
  | 'city'
  | 'certifications'
  | 'bio'
  | 'hourlyRate'
  | 'serviceProvinces'
  | 'description'
  | 'website'
  | 'tradesHired'
  | 'businessNumber'
  | 'companySize'

export interface CraftsmanProfileFields {
  trades: string
  city: string | null
  certifications: string
  bio: string | null
  hourly_rate: number | null
  service_provinces: string
}

export interface CompanyProfileFields {
  description: string | null
  website_url: string | null
  trades_hired: string
  business_number: string | null
  company_size: string | null
}

const blank = (v: string | null | undefined) => !v || v.trim() === ''

/** A JSON list stored as text: empty when blank, unreadable or holding nothing. */
function emptyList(v: string): boolean {
  try {
    const parsed: unknown = JSON.parse(v)
    return !Array.isArray(parsed) || parsed.length === 0
  } catch {
    return true
  }
}

export function craftsmanGaps(p: CraftsmanProfileFields): ProfileGap[] {
  const gaps: ProfileGap[] = []
  if (emptyList(p.trades)) gaps.push('trades')
  if (blank(p.city)) gaps.push('city')
  if (emptyList(p.service_provinces)) gaps.push('serviceProvinces')
  if (emptyList(p.certifications)) gaps.push('certifications')
  if (p.hourly_rate === null) gaps.push('hourlyRate')
  if (blank(p.bio)) gaps.push('bio')
  return gaps
}

export function companyGaps(p: CompanyProfileFields): ProfileGap[] {
  const gaps: ProfileGap[] = []
  if (blank(p.description)) gaps.push('description')
  if (emptyList(p.trades_hired)) gaps.push('tradesHired')
  if (blank(p.website_url)) gaps.push('website')
  if (blank(p.business_number)) gaps.push('businessNumber')
  if (blank(p.company_size)) gaps.push('companySize')
  return gaps
}

export type ProfileSide = 'craftsman' | 'company'

export const ALL_GAPS: Readonly<Record<ProfileSide, readonly ProfileGap[]>> = {
  craftsman: ['trades', 'city', 'serviceProvinces', 'certifications', 'hourlyRate', 'bio'],
  company: ['description', 'tradesHired', 'website', 'businessNumber', 'companySize'],
}

/**
 * Whose profile the tip is about: the profile the person has (company first, as the navigation
 * role), else the side of a role they hold without a profile yet (everything is missing then).
 */
export function profileSideOf(input: {
  hasCompanyProfile: boolean
  hasCraftsmanProfile: boolean
  holdsWorkingRole: boolean
  holdsCompanyRole: boolean
}): ProfileSide | null {
  if (input.hasCompanyProfile) return 'company'
  if (input.hasCraftsmanProfile) return 'craftsman'
  if (input.holdsWorkingRole) return 'craftsman'
  if (input.holdsCompanyRole) return 'company'
  return null
}
