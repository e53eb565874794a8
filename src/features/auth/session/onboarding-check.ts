// Decides whether the signed-in user must onboard (spec section 4) and records it in the store.
// A failed check (offline, server error, no answer in time) is logged and treated as not needed,
// so a worker with no signal is never locked out of the app.
import { fetchOnboardingProfile, fetchOnboardingProgress } from '@/backend/onboarding-api.ts'
import { isAccountNew, needsOnboarding, onboardingRoleFor } from '@/lib/auth/index.ts'
import { authStore, setOnboardingStatus } from '../auth.store.ts'
import { isOnline } from '@/data/shell.ts'

/** Past this the check counts as failed: an unreachable server must not hold the app hostage. */
export const ONBOARDING_CHECK_TIMEOUT_MS = 6000

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    work.then(resolve, reject).finally(() => clearTimeout(timer))
  })
}

/**
 * An account with a profile that is 5 minutes old never needs onboarding again (spec section 4),
 * so the answer is remembered per user and later starts skip the network entirely.
 */
const SETTLED_KEY_PREFIX = 'craftlink_onboarding_settled_'

/**
 * Accounts this tab has just created, whose check has not answered yet. Such an account has no
 * progress, so by the spec's rule it must onboard: no server round trip (which on a slow line
 * could time out and count as "not needed") decides that.
 */
const createdHere = new Set<string>()

function isSettled(userId: string): boolean {
  try {
    return localStorage.getItem(SETTLED_KEY_PREFIX + userId) === '1'
  } catch {
    return false
  }
}

function markSettled(userId: string): void {
  try {
    localStorage.setItem(SETTLED_KEY_PREFIX + userId, '1')
  } catch {
    // Without storage the check simply runs at every start.
  }
}

export function forgetSettledOnboarding(): void {
  createdHere.clear()
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(SETTLED_KEY_PREFIX)) localStorage.removeItem(key)
  }
}

/** Sign-up returned a session for this new user: onboarding is needed. */
export function noteAccountCreated(userId: string): void {
  const isCurrent = authStore.user?.id === userId
  // A check that has already answered for this user has no later answer to correct.
  const checkPending =
    !isCurrent || authStore.onboarding === 'idle' || authStore.onboarding === 'checking'
  if (checkPending) createdHere.add(userId)
  if (isCurrent) setOnboardingStatus('needed')
}

async function isOnboardingNeeded(userId: string, now: () => number): Promise<boolean> {
  const profile = await fetchOnboardingProfile(userId)
  if (!profile.ok) throw new Error(profile.error.message)
  if (!profile.value) return true
  if (!isAccountNew(profile.value.created_at, now())) {
    markSettled(userId)
    return false
  }
  const role = onboardingRoleFor(profile.value.default_role)
  const progress = await fetchOnboardingProgress(userId, role)
  if (!progress.ok) throw new Error(progress.error.message)
  return needsOnboarding(profile.value, progress.value, now())
}

export async function checkOnboarding(userId: string, now: () => number = Date.now): Promise<void> {
  if (createdHere.delete(userId)) return setOnboardingStatus('needed')
  if (isSettled(userId)) return setOnboardingStatus('not_needed')
  setOnboardingStatus('checking')
  let needed: boolean
  try {
    if (!isOnline()) throw new Error('offline')
    needed = await withTimeout(isOnboardingNeeded(userId, now), ONBOARDING_CHECK_TIMEOUT_MS)
  } catch (error) {
    console.warn('Onboarding check failed; treating onboarding as not needed', error)
    needed = false
  }
  // The user may have signed out or changed while the check ran.
  if (authStore.user?.id !== userId) return
  // Created in this tab while the check ran: it onboards, whatever a slow server answered.
  if (createdHere.delete(userId)) needed = true
  setOnboardingStatus(needed ? 'needed' : 'not_needed')
}
