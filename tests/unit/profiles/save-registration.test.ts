import { afterEach, describe, expect, it } from 'vitest'
import { firstValueFrom } from 'rxjs'
import { createTestDatabase } from '../../factories/database.ts'
import { repositoriesFor } from '../../../src/data/index.ts'
import type { AppDatabase } from '../../../src/db/index.ts'
import { companyFormSchema } from '../../../src/features/registration/company-form.ts'
import { craftsmanFormSchema } from '../../../src/features/registration/craftsman-form.ts'
import {
  changedFields,
  saveCompanyRegistration,
  saveCraftsmanRegistration,
} from '../../../src/features/registration/save-registration.ts'

const USER = '11111111-1111-4111-8111-111111111111'
const open: AppDatabase[] = []
afterEach(async () => {
  while (open.length) await open.pop()!.close()
})

async function repos() {
  const db = await createTestDatabase({
    collections: ['user_profiles', 'craftsman_profiles', 'company_profiles'],
  })
  open.push(db)
  return repositoriesFor(db)
}

const craftsman = craftsmanFormSchema.parse({
  full_name: 'Marc Tremblay',
  trades: ['electrical'],
  experience_level: 'expert',
  years_experience: '14',
  hourly_rate: '',
  service_provinces: ['Quebec'],
  city: 'Laval',
  certifications: [],
  bio: '',
  phone: '',
  profile_image_url: '',
})

describe('registration writes to the replica', () => {
  it('creates the craftsman profile on this device, marked waiting to sync', async () => {
    const r = await repos()
    await r.userProfiles.insert({
      user_id: USER,
      default_role: 'craftsman',
      full_name: null,
      profile_image_url: null,
      avatar_path: null,
      bio: null,
      created_at: '2026-01-01T00:00:00Z',
    })
    const outcome = await saveCraftsmanRegistration(
      r,
      USER,
      craftsman,
      new Date('2026-11-21T12:00:00Z'),
    )
    expect(outcome).toBe('created')
    expect(await r.craftsmanProfiles.get(USER)).toMatchObject({
      trades: '["electrical"]',
      years_experience: 14,
      is_available: true,
      created_at: '2026-11-21T12:00:00.000Z',
    })
    expect((await r.userProfiles.get(USER))?.full_name).toBe('Marc Tremblay')
    const state = await firstValueFrom(r.outbox.stateOf$('craftsman_profiles', USER))
    expect(state?.state).toBe('local')
  })

  it('a second save updates instead of inserting; unchanged fields are not rewritten', async () => {
    const r = await repos()
    await saveCraftsmanRegistration(r, USER, craftsman)
    const again = await saveCraftsmanRegistration(r, USER, { ...craftsman, city: 'Montréal' })
    expect(again).toBe('updated')
    expect((await r.craftsmanProfiles.get(USER))?.city).toBe('Montréal')
    expect(changedFields({ a: 1, b: 'x' }, { a: 1, b: 'y' })).toEqual({ b: 'y' })
  })

  it('registers a company without an organization', async () => {
    const r = await repos()
    const form = companyFormSchema.parse({
      company_name: 'Prairie Roofing',
      business_number: '',
      province: 'Manitoba',
      city: 'Winnipeg',
      trades_hired: ['roofing'],
      website_url: '',
      phone: '',
      company_size: '',
      description: '',
    })
    expect(await saveCompanyRegistration(r, USER, form)).toBe('created')
    expect(await r.companyProfiles.get(USER)).toMatchObject({
      company_name: 'Prairie Roofing',
      organization_id: null,
      trades_hired: '["roofing"]',
    })
  })
})
