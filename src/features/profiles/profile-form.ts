// In-place edit of the user's own profile: name, photo, bio (user_profiles, in the replica) and
// phone (profile_contacts, on the server only).
import * as z from 'zod'
import type { UserProfileDoc } from '@/db/index.ts'
import { nameSchema, phoneSchema, urlSchema } from '@/lib/validation/index.ts'
import { optionalLongTextSchema } from '@/features/registration/index.ts'

export const BIO_MAX = 2000

export const profileFormSchema = z.object({
  full_name: nameSchema,
  phone: phoneSchema,
  profile_image_url: urlSchema,
  bio: optionalLongTextSchema(BIO_MAX),
})

export interface ProfileFormValues {
  full_name: string
  phone: string
  profile_image_url: string
  bio: string
}

export function profileFormValues(
  doc: UserProfileDoc | null,
  phone: string | null = null,
): ProfileFormValues {
  return {
    full_name: doc?.full_name ?? '',
    phone: phone ?? '',
    profile_image_url: doc?.profile_image_url ?? '',
    bio: doc?.bio ?? '',
  }
}

/** The user_profiles columns a valid form sets (blank optional fields become null). */
export function profilePatch(form: z.output<typeof profileFormSchema>) {
  return {
    full_name: form.full_name,
    profile_image_url: form.profile_image_url ?? null,
    bio: form.bio ?? null,
  } satisfies Partial<UserProfileDoc>
}
