// Saving a new profile photo or company logo: the row gets the new path (the old link goes with
// the old photo) and the device's copy of the replaced one is dropped.
import { PHOTO_BUCKETS } from '@/db/file-columns.ts'
import type { CompanyProfileDoc, UserProfileDoc } from '@/db/index.ts'
import { type Repositories } from '@/data/shell.ts'
import { forgetFile } from '@/data/index.ts'

function dropReplaced(previous: string | null, path: string | null): void {
  if (previous && previous !== path) void forgetFile(PHOTO_BUCKETS.avatars, previous)
}

export async function saveProfilePhoto(
  repos: Repositories,
  user: UserProfileDoc,
  path: string | null,
): Promise<void> {
  await repos.userProfiles.patch(user.user_id, { avatar_path: path, profile_image_url: null })
  dropReplaced(user.avatar_path, path)
}

export async function saveCompanyLogo(
  repos: Repositories,
  company: CompanyProfileDoc,
  path: string | null,
): Promise<void> {
  await repos.companyProfiles.patch(company.user_id, { logo_path: path, logo_url: null })
  dropReplaced(company.logo_path, path)
}
