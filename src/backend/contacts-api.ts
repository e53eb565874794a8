// Contact details (profile_contacts): the server shows them only to the person, admins and the
// companies the person applied to. They are not replicated, so they are read and written here,
// online, where a page shows or edits them.
import { getSupabase } from './supabase-client.ts'
import { toApiError } from './rows.ts'
import type { ApiResult } from './rows.ts'

export interface ContactDetails {
  /** The person's own number (profile page). */
  phone: string | null
  /** The craftsman profile's contact number. */
  craftsman_phone: string | null
  /** The company profile's contact number. */
  company_phone: string | null
}

export type ContactField = keyof ContactDetails

export const NO_CONTACTS: ContactDetails = {
  phone: null,
  craftsman_phone: null,
  company_phone: null,
}

/** Null when the person has none or the viewer may not see them (RLS answers no row). */
export async function fetchContacts(userId: string): Promise<ApiResult<ContactDetails | null>> {
  const { data, error } = await (
    await getSupabase()
  )
    .from('profile_contacts')
    .select('phone,craftsman_phone,company_phone')
    .eq('user_id', userId)
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: ((data ?? []) as ContactDetails[])[0] ?? null }
}

/** Creates or updates the signed-in user's own row; only the given fields change. */
export async function saveContacts(
  userId: string,
  patch: Partial<ContactDetails>,
): Promise<ApiResult<null>> {
  const { error } = await (
    await getSupabase()
  )
    .from('profile_contacts')
    .upsert({ user_id: userId, ...patch }, { onConflict: 'user_id' })
  return error ? { ok: false, error: toApiError(error) } : { ok: true, value: null }
}
