// In-place edit of the user's own profile: name and bio (user_profiles, in the replica) and
// phone (profile_contacts, on the server only). The photo is uploaded and saved on its own
// (ProfilePhotoEditor), as soon as it is chosen.
import * as z from 'zod'
import type { UserProfileDoc } from '@/db/index.ts'
import { nameSchema, phoneSchema } from '@/lib/validation/index.ts'
import { optionalLongTextSchema } from '@/features/registration/index.ts'

export const BIO_MAX = 2000

export const profileFormSchema = z.object({
  full_name: nameSchema,
  phone: phoneSchema,
  bio: optionalLongTextSchema(BIO_MAX),
})

export interface ProfileFormValues {
  full_name: string
  phone: string
  bio: string
}

export function profileFormValues(
  doc: UserProfileDoc | null,
  phone: string | null = null,
): ProfileFormValues {
  return {
    full_name: doc?.full_name ?? '',
    phone: phone ?? '',
    bio: doc?.bio ?? '',
  }
}

/** The user_profiles columns a valid form sets (blank optional fields become null). */
export function profilePatch(form: z.output<typeof profileFormSchema>) {
  return {
    full_name: form.full_name,
    bio: form.bio ?? null,
  } satisfies Partial<UserProfileDoc>
}
