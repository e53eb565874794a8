// Fixed lists from spec section 9, with the values stored in the database.
export const PROVINCES = [
  'Alberta',
  'British Columbia',
  'Manitoba',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Northwest Territories',
  'Nova Scotia',
  'Nunavut',
  'Ontario',
  'Prince Edward Island',
  'Quebec',
  'Saskatchewan',
  'Yukon',
] as const

export const TRADE_SPECIALTIES = [
  'carpentry',
  'plumbing',
  'electrical',
  'masonry',
  'roofing',
  'hvac',
  'flooring',
  'painting',
  'general_construction',
  'landscaping',
  'concrete',
  'drywall',
  'insulation',
  'welding',
  'solar',
] as const

export const EXPERIENCE_LEVELS = ['entry', 'intermediate', 'experienced', 'expert'] as const
export const WORK_TYPES = ['full_time', 'part_time', 'contract', 'temporary'] as const
export const URGENCIES = ['normal', 'urgent', 'asap'] as const

export type Province = (typeof PROVINCES)[number]
export type TradeSpecialty = (typeof TRADE_SPECIALTIES)[number]
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]
export type WorkType = (typeof WORK_TYPES)[number]
export type Urgency = (typeof URGENCIES)[number]
