// Registration writes to the local replica only (SPEC SYNC-ARCH-1): it works offline and shows
// "Saved on this device" until the worker has pushed it. The server grants the role when the
// profile row arrives (trigger grant_profile_role: craftsman_profiles -> craftsman,
// company_profiles -> company), so no procedure call has to wait for the network.
import type { Repositories } from '@/data/shell.ts'
import type { CompanyForm } from './company-form.ts'
import { companyRow } from './company-form.ts'
import type { CraftsmanForm } from './craftsman-form.ts'
import { craftsmanRow } from './craftsman-form.ts'

export type SaveOutcome = 'created' | 'updated'

type Repos = Pick<Repositories, 'userProfiles' | 'craftsmanProfiles' | 'companyProfiles'>

/** The fields of `patch` that differ from `doc` (an unchanged save writes nothing). */
export function changedFields<T extends Record<string, unknown>>(
  doc: Record<string, unknown>,
  patch: T,
): Partial<T> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(patch)) {
    if (doc[key] !== value) out[key] = value
  }
  return out as Partial<T>
}

/** Patches only what changed; false when the document is not in the replica. */
async function patchChanged<T extends Record<string, unknown>>(
  repo: {
    get(id: string): Promise<Record<string, unknown> | null>
    patch(id: string, p: T): Promise<boolean>
  },
  id: string,
  patch: T,
): Promise<boolean> {
  const doc = await repo.get(id)
  if (!doc) return false
  const changed = changedFields(doc, patch)
  if (Object.keys(changed).length > 0) await repo.patch(id, changed as T)
  return true
}

export async function saveCraftsmanRegistration(
  repos: Repos,
  userId: string,
  form: CraftsmanForm,
  now: Date = new Date(),
): Promise<SaveOutcome> {
  // The user's own profile row always exists on the server (created with the account); it is
  // only patched once the replica holds it, never inserted from here.
  await patchChanged(repos.userProfiles, userId, {
    full_name: form.full_name,
    profile_image_url: form.profile_image_url ?? null,
  })
  const row = craftsmanRow(form)
  if (await patchChanged(repos.craftsmanProfiles, userId, row)) return 'updated'
  await repos.craftsmanProfiles.insert({
    ...row,
    user_id: userId,
    is_available: true,
    created_at: now.toISOString(),
  })
  return 'created'
}

export async function saveCompanyRegistration(
  repos: Repos,
  userId: string,
  form: CompanyForm,
  now: Date = new Date(),
): Promise<SaveOutcome> {
  const row = companyRow(form)
  if (await patchChanged(repos.companyProfiles, userId, row)) return 'updated'
  await repos.companyProfiles.insert({
    ...row,
    user_id: userId,
    organization_id: null,
    logo_url: null,
    logo_path: null,
    created_at: now.toISOString(),
  })
  return 'created'
}
