import { describe, expect, it } from 'vitest'
import {
  EMPTY_CRAFTSMAN_FORM,
  craftsmanFormSchema,
  craftsmanFormValues,
  craftsmanRow,
  type CraftsmanFormValues,
} from './craftsman-form.ts'
import { messagesOf } from './test-messages.ts'

const valid: CraftsmanFormValues = {
  full_name: "Marc-André O'Neil",
  trades: ['electrical', 'solar'],
  experience_level: 'expert',
  years_experience: '14',
  hourly_rate: '62.5',
  service_provinces: ['Quebec', 'Ontario'],
  city: 'Laval',
  certifications: [
    {
      name: 'Red Seal Electrician (309A)',
      number: 'QC-309A-1234',
      issuer: 'Quebec',
      expires_on: '2028-06-30',
    },
  ],
  bio: 'Industrial and residential wiring.',
  phone: '+1 (514) 555-0100',
  profile_image_url: 'https://example.com/marc.jpg',
}

const field = (patch: Partial<CraftsmanFormValues>) =>
  messagesOf(craftsmanFormSchema, { ...valid, ...patch })

describe('craftsman registration form', () => {
  it('accepts a complete form and writes the database encoding', () => {
    const parsed = craftsmanFormSchema.parse(valid)
    const row = craftsmanRow(parsed)
    expect(row.trades).toBe('["electrical","solar"]')
    expect(row.service_provinces).toBe('["Quebec","Ontario"]')
    expect(row).not.toHaveProperty('phone')
    expect(row.hourly_rate).toBe(62.5)
    expect(row.years_experience).toBe(14)
    expect(JSON.parse(row.certifications)).toEqual([
      {
        name: 'Red Seal Electrician (309A)',
        number: 'QC-309A-1234',
        issuer: 'Quebec',
        expires_on: '2028-06-30',
      },
    ])
  })

  it('leaves optional fields empty as null', () => {
    const parsed = craftsmanFormSchema.parse({
      ...EMPTY_CRAFTSMAN_FORM,
      full_name: 'Ana',
      trades: ['plumbing'],
      experience_level: 'entry',
      years_experience: '0',
    })
    expect(craftsmanRow(parsed)).toMatchObject({
      hourly_rate: null,
      city: null,
      bio: null,
      certifications: '[]',
      service_provinces: '[]',
    })
    expect(parsed.profile_image_url).toBeUndefined()
  })

  it('name: required, at most 100 characters, letters/spaces/hyphens/apostrophes', () => {
    expect(field({ full_name: '  ' }).full_name).toBe('Name is required')
    expect(field({ full_name: 'a'.repeat(101) }).full_name).toBe(
      'Name cannot exceed 100 characters',
    )
    expect(field({ full_name: 'Marc 2' }).full_name).toBe(
      'Name can only contain letters, spaces, hyphens and apostrophes',
    )
  })

  it('trades: at least one, from the spec list', () => {
    expect(field({ trades: [] }).trades).toBe('Please select at least one trade')
    expect(field({ trades: ['juggling'] })['trades.0']).toBe(
      'Please select a valid trade specialty',
    )
  })

  it('experience level is required', () => {
    expect(field({ experience_level: '' }).experience_level).toBe(
      'Please select an experience level',
    )
  })

  it('years of experience: required whole number from 0 to 60', () => {
    expect(field({ years_experience: '' }).years_experience).toBe('This field is required')
    expect(field({ years_experience: 'ten' }).years_experience).toBe('Please enter a valid number')
    expect(field({ years_experience: '61' }).years_experience).toBe(
      'Years of experience must be a whole number from 0 to 60',
    )
    expect(field({ years_experience: '2.5' }).years_experience).toBe(
      'Years of experience must be a whole number from 0 to 60',
    )
    expect(field({ years_experience: '60' }).years_experience).toBeUndefined()
  })

  it('hourly rate: optional, above 0, at most 1000', () => {
    expect(field({ hourly_rate: '' }).hourly_rate).toBeUndefined()
    expect(field({ hourly_rate: 'abc' }).hourly_rate).toBe('Please enter a valid number')
    expect(field({ hourly_rate: '0' }).hourly_rate).toBe('Hourly rate must be greater than 0')
    expect(field({ hourly_rate: '1000.01' }).hourly_rate).toBe('Hourly rate cannot exceed $1,000')
    expect(field({ hourly_rate: '1000' }).hourly_rate).toBeUndefined()
  })

  it('service provinces come from the 13 provinces and territories', () => {
    expect(field({ service_provinces: ['Texas'] })['service_provinces.0']).toBe(
      'Please select a valid Canadian province',
    )
  })

  it('city: optional, 2-100 characters', () => {
    expect(field({ city: '' }).city).toBeUndefined()
    expect(field({ city: 'X' }).city).toBe('Text must be at least 2 characters')
    expect(field({ city: 'x'.repeat(101) }).city).toBe('Text cannot exceed 100 characters')
  })

  it('bio: optional, at most 2000 characters after tags are stripped', () => {
    expect(field({ bio: 'x'.repeat(2001) }).bio).toBe('Text cannot exceed 2000 characters')
    expect(craftsmanFormSchema.parse({ ...valid, bio: '<b>Hi</b>  there' }).bio).toBe('Hi there')
  })

  it('phone: optional digits with a leading plus, up to 16 digits', () => {
    expect(field({ phone: '' }).phone).toBeUndefined()
    expect(field({ phone: '555-CALL' }).phone).toBe('Please enter a valid phone number')
    expect(field({ phone: '+12345678901234567' }).phone).toBe('Please enter a valid phone number')
  })

  it('photo URL must start with http:// or https://', () => {
    expect(field({ profile_image_url: 'ftp://x.ca/p.png' }).profile_image_url).toBe(
      'Please enter a valid URL starting with http:// or https://',
    )
  })

  it('reads an existing craftsman profile back into the form', () => {
    const values = craftsmanFormValues({
      fullName: 'Marc Tremblay',
      profileImageUrl: null,
      craftsman: {
        user_id: '11111111-1111-4111-8111-111111111111',
        trades: '["electrical"]',
        experience_level: 'expert',
        years_experience: 14,
        hourly_rate: null,
        service_provinces: '["Quebec"]',
        city: 'Laval',
        certifications: '[{"name":"Red Seal Electrician (309A)","expires_on":null}]',
        bio: null,
        is_available: true,
        created_at: '2026-01-01T00:00:00Z',
      },
      phone: '+15145550100',
    })
    expect(values).toMatchObject({
      full_name: 'Marc Tremblay',
      phone: '+15145550100',
      trades: ['electrical'],
      years_experience: '14',
      hourly_rate: '',
      certifications: [
        { name: 'Red Seal Electrician (309A)', number: '', issuer: '', expires_on: '' },
      ],
    })
    expect(craftsmanFormSchema.safeParse(values).success).toBe(true)
  })
})
