import { describe, expect, it } from 'vitest'
import {
  applicationFormSchema,
  jobFormSchema,
  parseIpEntry,
  PROVINCES,
  TRADE_SPECIALTIES,
} from '@/lib/validation/index.ts'
import { errorsOf, parsed } from './helpers.ts'

const validJob = {
  title: 'Kitchen renovation',
  description: 'Full kitchen renovation in a 1970s bungalow, cabinets, counters and flooring.',
  tradeSpecialty: 'carpentry',
  experienceLevel: 'experienced',
  locationCity: 'Toronto',
  locationProvince: 'Ontario',
  workType: 'contract',
  payUnit: 'fixed',
}

describe('job form', () => {
  it('fills the spec defaults', () => {
    const job = parsed(jobFormSchema, validJob)
    expect(job).toMatchObject({
      urgency: 'normal',
      isFeatured: false,
      requirements: [],
      benefits: [],
    })
    expect(job.duration).toBeUndefined()
  })
  it('checks every text limit', () => {
    expect(
      errorsOf(jobFormSchema, {
        ...validJob,
        title: 'Roof',
        description: 'Too short',
        locationCity: 'T',
      }),
    ).toEqual({
      title: 'Text must be at least 5 characters',
      description: 'Content must be at least 50 characters',
      locationCity: 'Text must be at least 2 characters',
    })
    expect(errorsOf(jobFormSchema, { ...validJob, duration: 'x'.repeat(101) })).toEqual({
      duration: 'Text cannot exceed 100 characters',
    })
    expect(errorsOf(jobFormSchema, { ...validJob, title: 'x'.repeat(201) })).toEqual({
      title: 'Text cannot exceed 200 characters',
    })
  })
  it('uses the select messages', () => {
    expect(
      errorsOf(jobFormSchema, {
        ...validJob,
        tradeSpecialty: 'juggling',
        experienceLevel: '',
        locationProvince: 'Texas',
        workType: undefined,
        payUnit: 'weekly',
      }),
    ).toEqual({
      tradeSpecialty: 'Please select a valid trade specialty',
      experienceLevel: 'Please select an experience level',
      locationProvince: 'Please select a valid Canadian province',
      workType: 'Please select a work type',
      payUnit: 'Please select a pay unit',
    })
    expect(PROVINCES).toHaveLength(13)
    expect(TRADE_SPECIALTIES).toHaveLength(15)
  })
  it('wants whole budgets with min not above max (message on budgetMax)', () => {
    expect(errorsOf(jobFormSchema, { ...validJob, budgetMin: '100.5' })).toEqual({
      budgetMin: 'Please enter a valid budget amount',
    })
    expect(errorsOf(jobFormSchema, { ...validJob, budgetMin: '5000', budgetMax: '4000' })).toEqual({
      budgetMax: 'Maximum budget must be greater than minimum budget',
    })
    expect(
      parsed(jobFormSchema, { ...validJob, budgetMin: '4000', budgetMax: '4000' }),
    ).toMatchObject({ budgetMin: 4000, budgetMax: 4000 })
  })
  it('drops blank list entries', () => {
    const job = parsed(jobFormSchema, {
      ...validJob,
      requirements: ['Red Seal', '  ', '<b>WHMIS</b>'],
    })
    expect(job.requirements).toEqual(['Red Seal', 'WHMIS'])
  })
})

describe('application form', () => {
  const now = () => new Date(2026, 10, 21, 12)
  const valid = {
    cover_letter: 'I have twelve years of residential framing experience across the GTA and more.',
    proposed_rate: '45',
    relevant_experience: 'Red Seal carpenter',
    availability_start: '2026-12-01',
  }
  it('accepts a good application', () => {
    expect(errorsOf(applicationFormSchema(now), valid)).toEqual({})
    expect(parsed(applicationFormSchema(now), valid).proposed_rate).toBe(45)
  })
  it('uses the spec messages', () => {
    expect(
      errorsOf(applicationFormSchema(now), {
        cover_letter: 'Hire me',
        proposed_rate: '',
        relevant_experience: 'Some',
        availability_start: '2026-11-01',
        portfolio_items: 'www.site.ca',
        estimated_hours: '2.5',
      }),
    ).toEqual({
      cover_letter: 'Content must be at least 50 characters',
      proposed_rate: 'Hourly rate is required',
      relevant_experience: 'Content must be at least 10 characters',
      availability_start: 'Date must be in the future',
      portfolio_items: 'Please enter a valid URL starting with http:// or https://',
      estimated_hours: 'Please enter a valid number of hours',
    })
    expect(errorsOf(applicationFormSchema(now), { ...valid, proposed_rate: '0' })).toEqual({
      proposed_rate: 'Hourly rate must be greater than 0',
    })
    expect(errorsOf(applicationFormSchema(now), { ...valid, proposed_rate: 'lots' })).toEqual({
      proposed_rate: 'Please enter a valid number',
    })
  })
})

describe('IP entry', () => {
  it('does nothing for a blank IP and defaults the reason', () => {
    expect(parseIpEntry('whitelist', '   ')).toBeNull()
    expect(parseIpEntry('whitelist', ' 10.0.0.1 ')).toEqual({
      ip: '10.0.0.1',
      reason: 'Manual whitelist',
    })
    expect(parseIpEntry('blacklist', '10.0.0.2', '  ')).toEqual({
      ip: '10.0.0.2',
      reason: 'Manual blacklist',
    })
    expect(parseIpEntry('blacklist', 'not-an-ip', 'scraper')).toEqual({
      ip: 'not-an-ip',
      reason: 'scraper',
    })
  })
})
