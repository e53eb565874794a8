import { describe, expect, it } from 'vitest'
import {
  EMPTY_COMPANY_FORM,
  companyFormSchema,
  companyFormValues,
  companyRow,
  normaliseBusinessNumber,
  type CompanyFormValues,
} from './company-form.ts'
import { messagesOf } from './test-messages.ts'

const valid: CompanyFormValues = {
  company_name: 'Maple Ridge Builders Ltd.',
  business_number: '123 456 789 rt 0001',
  province: 'Ontario',
  city: 'Toronto',
  trades_hired: ['carpentry', 'electrical'],
  website_url: 'https://mapleridge.example.ca',
  phone: '416-555-0100',
  company_size: '11-50',
  description: 'General contractor.',
}

const field = (patch: Partial<CompanyFormValues>) =>
  messagesOf(companyFormSchema, { ...valid, ...patch })

describe('company registration form', () => {
  it('accepts a complete form and writes the database encoding', () => {
    const parsed = companyFormSchema.parse(valid)
    const row = companyRow(parsed)
    expect(row).toMatchObject({
      company_name: 'Maple Ridge Builders Ltd.',
      business_number: '123456789RT0001',
      trades_hired: '["carpentry","electrical"]',
      company_size: '11-50',
    })
    // The phone goes to the server-only contact details, not the replicated profile row.
    expect(row).not.toHaveProperty('phone')
    expect(parsed.phone).toBe('4165550100')
  })

  it('optional fields left blank become null', () => {
    const row = companyRow(
      companyFormSchema.parse({
        ...EMPTY_COMPANY_FORM,
        company_name: 'AB',
        province: 'Yukon',
        city: 'Dawson',
      }),
    )
    expect(row).toMatchObject({
      business_number: null,
      website_url: null,
      company_size: null,
      description: null,
      trades_hired: '[]',
    })
  })

  it('company name: 2-200 characters', () => {
    expect(field({ company_name: 'A' }).company_name).toBe('Text must be at least 2 characters')
    expect(field({ company_name: 'A'.repeat(201) }).company_name).toBe(
      'Text cannot exceed 200 characters',
    )
  })

  it('business number: 9 digits, optionally a program account', () => {
    expect(normaliseBusinessNumber(' 123-456-789 rt0001 ')).toBe('123456789RT0001')
    expect(field({ business_number: '123456789' }).business_number).toBeUndefined()
    expect(field({ business_number: '12345678' }).business_number).toBe(
      'Enter the 9-digit business number, optionally with its program account (123456789RT0001)',
    )
    expect(field({ business_number: '123456789RT01' }).business_number).toBeDefined()
  })

  it('province is one of the 13', () => {
    expect(field({ province: '' }).province).toBe('Please select a valid Canadian province')
    expect(field({ province: 'Ontario ' }).province).toBe('Please select a valid Canadian province')
  })

  it('city: 2-100 characters, required', () => {
    expect(field({ city: '' }).city).toBe('Text must be at least 2 characters')
    expect(field({ city: 'x'.repeat(101) }).city).toBe('Text cannot exceed 100 characters')
  })

  it('trades hired come from the spec list', () => {
    expect(field({ trades_hired: ['baking'] })['trades_hired.0']).toBe(
      'Please select a valid trade specialty',
    )
    expect(field({ trades_hired: [] }).trades_hired).toBeUndefined()
  })

  it('website, phone: the spec formats', () => {
    expect(field({ website_url: 'mapleridge.ca' }).website_url).toBe(
      'Please enter a valid URL starting with http:// or https://',
    )
    expect(field({ phone: '+1 416 555 0100 ext 2' }).phone).toBe(
      'Please enter a valid phone number',
    )
  })

  it('company size from the fixed list', () => {
    expect(field({ company_size: '10-20' }).company_size).toBe('Please select a company size')
  })

  it('description: at most 2000 characters', () => {
    expect(field({ description: 'x'.repeat(2001) }).description).toBe(
      'Text cannot exceed 2000 characters',
    )
  })

  it('reads a stored company back into the form', () => {
    const values = companyFormValues(
      {
        user_id: '22222222-2222-4222-8222-222222222222',
        organization_id: null,
        company_name: 'Maple Ridge Builders Ltd.',
        business_number: null,
        province: 'Ontario',
        city: 'Toronto',
        trades_hired: '["carpentry"]',
        website_url: null,
        company_size: '11-50',
        description: null,
        logo_url: null,
        logo_path: null,
        created_at: '2026-01-01T00:00:00Z',
      },
      '+14165550100',
    )
    expect(values.trades_hired).toEqual(['carpentry'])
    expect(values.phone).toBe('+14165550100')
    expect(companyFormSchema.safeParse(values).success).toBe(true)
  })
})
