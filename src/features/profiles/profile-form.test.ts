import { describe, expect, it } from 'vitest'
import { i18n } from '@/i18n/index.ts'
import { fieldErrors } from '@/lib/validation/index.ts'
import {
  profileFormSchema,
  profileFormValues,
  profilePatch,
  type ProfileFormValues,
} from './profile-form.ts'

const t = (key: string, values?: Record<string, unknown>) =>
  String(i18n.t(key as never, values as never))
const valid: ProfileFormValues = {
  full_name: 'Élise Gagnon',
  phone: '+1 418 555 0199',
  bio: 'Master plumber.',
}
function messages(patch: Partial<ProfileFormValues>) {
  const r = profileFormSchema.safeParse({ ...valid, ...patch })
  return r.success ? {} : fieldErrors(r.error, t)
}

describe('profile edit form', () => {
  it('name rules and messages', () => {
    expect(messages({ full_name: '' }).full_name).toBe('Name is required')
    expect(messages({ full_name: 'É'.repeat(101) }).full_name).toBe(
      'Name cannot exceed 100 characters',
    )
    expect(messages({ full_name: 'Élise_G' }).full_name).toBe(
      'Name can only contain letters, spaces, hyphens and apostrophes',
    )
  })

  it('phone and bio rules', () => {
    expect(messages({ phone: '12-ab' }).phone).toBe('Please enter a valid phone number')
    expect(messages({ bio: 'b'.repeat(2001) }).bio).toBe('Text cannot exceed 2000 characters')
    expect(messages({})).toEqual({})
  })

  it('blank optional fields clear the stored value', () => {
    const parsed = profileFormSchema.parse({
      full_name: 'Élise',
      phone: ' ',
      bio: '',
    })
    // The phone is not a user_profiles column: it is saved to the server-only contact details.
    expect(profilePatch(parsed)).toEqual({
      full_name: 'Élise',
      bio: null,
    })
    expect(profileFormSchema.parse(valid).phone).toBe('+14185550199')
  })

  it('starts from the stored profile, or empty', () => {
    expect(profileFormValues(null)).toEqual({
      full_name: '',
      phone: '',
      bio: '',
    })
  })
})
