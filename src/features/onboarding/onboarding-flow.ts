// The /onboarding flow (spec sections 4 and 6): the chosen role type becomes the profile's
// default role, its required steps come from get_user_onboarding_progress, and finishing gives
// the user that role and its dashboard. Self-service roles are granted at once, unless an admin
// suspended, revoked or rejected the role: then the request waits for an admin and the user is
// told it was submitted.
import {
  completeOnboardingStep,
  fetchOnboardingProgress,
  saveProfileBasics,
  type OnboardingStepRow,
} from '@/backend/onboarding-api.ts'
import { submitRoleRequest, switchUserRole } from '@/backend/roles-api.ts'
import { setOnboardingStatus } from '@/features/auth/index.ts'
import { activeRoleOf, loadRoles, rolesStore, showRoleRequested } from '@/features/roles/index.ts'
import { hasIncompleteRequiredStep, type OnboardingRole } from '@/lib/auth/index.ts'
import { dashboardPathFor } from '@/lib/dashboard.ts'

export type StepsResult = { ok: true; steps: OnboardingStepRow[] } | { ok: false; message: string }

export async function chooseRole(userId: string, role: OnboardingRole): Promise<StepsResult> {
  const saved = await saveProfileBasics(userId, { default_role: role })
  if (!saved.ok) return { ok: false, message: saved.error.message }
  return loadSteps(userId, role)
}

export async function loadSteps(userId: string, role: OnboardingRole): Promise<StepsResult> {
  const progress = await fetchOnboardingProgress(userId, role)
  return progress.ok
    ? { ok: true, steps: progress.value }
    : { ok: false, message: progress.error.message }
}

/** Profile steps carry the user's name; every step is then recorded as completed. */
export async function completeStep(
  userId: string,
  stepId: string,
  fullName?: string,
): Promise<{ ok: boolean; message?: string }> {
  if (fullName !== undefined) {
    const saved = await saveProfileBasics(userId, { full_name: fullName })
    if (!saved.ok) return { ok: false, message: saved.error.message }
  }
  const done = await completeOnboardingStep(userId, stepId)
  return done.ok ? { ok: true } : { ok: false, message: done.error.message }
}

export function canFinish(steps: readonly OnboardingStepRow[]): boolean {
  return !hasIncompleteRequiredStep(steps)
}

/** Grants and activates the chosen role where the server allows it; returns the dashboard. */
export async function finishOnboarding(userId: string, role: OnboardingRole): Promise<string> {
  const isActive = () => rolesStore.roles.some((r) => r.role === role && r.status === 'active')
  const held = isActive()
  let requestedNow = false
  if (!held) {
    const requested = await submitRoleRequest({
      role,
      organizationId: null,
      reason: 'Onboarding',
      tradeScope: [],
      regionScope: [],
    })
    if (!requested.ok) console.warn('Onboarding role request failed', requested.error.message)
    requestedNow = requested.ok
  }
  const switched = await switchUserRole(role, null)
  if (!switched.ok) console.warn('Onboarding role switch not possible yet', switched.error.message)
  await loadRoles(userId)
  // The request waits for an admin (the role is on hold): say it was submitted.
  if (requestedNow && !isActive()) showRoleRequested(role)
  setOnboardingStatus('not_needed')
  return dashboardPathFor(activeRoleOf(rolesStore), rolesStore.roles)
}
