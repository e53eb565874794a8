// Who must go through onboarding, and as what (spec sections 4 and 6).
export const ONBOARDING_WINDOW_MS = 5 * 60 * 1000

export const ONBOARDING_ROLES = ['craftsman', 'company', 'apprentice', 'mentor'] as const
export type OnboardingRole = (typeof ONBOARDING_ROLES)[number]

export interface OnboardingProfile {
  default_role: string | null
  created_at: string
}

export interface OnboardingStep {
  is_required: boolean
  status: string
}

export function isOnboardingRole(value: string): value is OnboardingRole {
  return (ONBOARDING_ROLES as readonly string[]).includes(value)
}

/** default_role to the onboarding role type; unknown (and none) become craftsman. */
export function onboardingRoleFor(defaultRole: string | null | undefined): OnboardingRole {
  switch (defaultRole) {
    case 'customer':
      return 'craftsman'
    case 'admin':
      return 'mentor'
    case 'workshop_owner':
    case 'franchise_partner':
      return 'company'
    default:
      return defaultRole && isOnboardingRole(defaultRole) ? defaultRole : 'craftsman'
  }
}

export function isAccountNew(createdAt: string, nowMs: number): boolean {
  const created = Date.parse(createdAt)
  if (Number.isNaN(created)) return false
  return nowMs - created < ONBOARDING_WINDOW_MS
}

export function hasIncompleteRequiredStep(steps: readonly OnboardingStep[]): boolean {
  return steps.some((s) => s.is_required && s.status !== 'completed')
}

/**
 * Needed when there is no profile, or the account is under 5 minutes old and the progress list
 * is empty or a required step is not completed. Older accounts never need it.
 */
export function needsOnboarding(
  profile: OnboardingProfile | null,
  steps: readonly OnboardingStep[],
  nowMs: number,
): boolean {
  if (!profile) return true
  if (!isAccountNew(profile.created_at, nowMs)) return false
  return steps.length === 0 || hasIncompleteRequiredStep(steps)
}
