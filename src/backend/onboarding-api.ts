// Onboarding calls (spec section 7): profile row, progress RPC, and the writes that complete it.
import type { OnboardingProfile } from '@/lib/auth/index.ts'
import { getSupabase } from './supabase-client.ts'
import { toApiError } from './rows.ts'
import type { ApiResult } from './rows.ts'

export interface OnboardingStepRow {
  step_id: string
  role_type: string
  title: string
  description: string
  is_required: boolean
  sort_order: number
  status: string
  completed_at: string | null
}

/** The profile, or null when the user has none (PGRST116: no row where one was expected). */
export async function fetchOnboardingProfile(
  userId: string,
): Promise<ApiResult<OnboardingProfile | null>> {
  const { data, error } = await (
    await getSupabase()
  )
    .from('user_profiles')
    .select('user_id,default_role,created_at')
    .eq('user_id', userId)
    .single()
  if (error?.code === 'PGRST116') return { ok: true, value: null }
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: data as OnboardingProfile }
}

export async function fetchOnboardingProgress(
  userId: string,
  roleType: string,
): Promise<ApiResult<OnboardingStepRow[]>> {
  const { data, error } = await (
    await getSupabase()
  ).rpc('get_user_onboarding_progress', {
    p_user_id: userId,
    p_role_type: roleType,
  })
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: (data ?? []) as OnboardingStepRow[] }
}

export async function saveProfileBasics(
  userId: string,
  fields: { default_role?: string; full_name?: string },
): Promise<ApiResult<null>> {
  const { error } = await (
    await getSupabase()
  )
    .from('user_profiles')
    .update(fields)
    .eq('user_id', userId)
  return error ? { ok: false, error: toApiError(error) } : { ok: true, value: null }
}

export async function completeOnboardingStep(
  userId: string,
  stepId: string,
): Promise<ApiResult<null>> {
  const client = await getSupabase()
  const done = { status: 'completed', completed_at: new Date().toISOString() }
  const updated = await client
    .from('user_onboarding_progress')
    .update(done)
    .eq('user_id', userId)
    .eq('step_id', stepId)
    .select('id')
  if (updated.error) return { ok: false, error: toApiError(updated.error) }
  if ((updated.data ?? []).length > 0) return { ok: true, value: null }
  const inserted = await client
    .from('user_onboarding_progress')
    .insert({ user_id: userId, step_id: stepId, ...done })
  return inserted.error
    ? { ok: false, error: toApiError(inserted.error) }
    : { ok: true, value: null }
}
