// Decides whether the signed-in user must onboard (spec section 4) and records it in the store.
// A failed check (offline, server error) is logged and treated as not needed, so a worker with
// no signal is never locked out of the app.
import { fetchOnboardingProfile, fetchOnboardingProgress } from '@/backend/onboarding-api.ts'
import { needsOnboarding, onboardingRoleFor } from '@/lib/auth/index.ts'
import { authStore, setOnboardingStatus } from '../auth.store.ts'

export async function checkOnboarding(userId: string, now: () => number = Date.now): Promise<void> {
  setOnboardingStatus('checking')
  let needed: boolean
  try {
    const profile = await fetchOnboardingProfile(userId)
    if (!profile.ok) throw new Error(profile.error.message)
    if (profile.value) {
      const role = onboardingRoleFor(profile.value.default_role)
      const progress = await fetchOnboardingProgress(userId, role)
      if (!progress.ok) throw new Error(progress.error.message)
      needed = needsOnboarding(profile.value, progress.value, now())
    } else {
      needed = true
    }
  } catch (error) {
    console.warn('Onboarding check failed; treating onboarding as not needed', error)
    needed = false
  }
  // The user may have signed out or changed while the check ran.
  if (authStore.user?.id === userId) setOnboardingStatus(needed ? 'needed' : 'not_needed')
}
