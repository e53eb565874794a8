// Runs the access check on app start and on Try Again. The page waits for the verdict at most
// GATE_WAIT_MS; after that it loads and a late verdict can still challenge or deny. Offline, or
// when the check fails, the page loads: the app is offline-first and a real person must never be
// locked out (or kept waiting) by a network problem or a cold server. The server still scores
// every request it sees.
import { checkAccess } from '@/backend/crawler-api.ts'
import { isOnline, loadPhases } from '@/data/shell.ts'
import { readFlag, recentlyAllowed, writeFlag } from './session-flags.ts'
import { escalate, gateStore, pageShownBeforeCheck, setGate, statusFor } from './gate.store.ts'

export const GATE_WAIT_MS = 1_000

export function challengePassed(): boolean {
  return readFlag('challengePassed') !== null
}

export interface CheckOptions {
  /** Try Again after a denial: wait for the answer instead of letting the page load early. */
  patient?: boolean
}

export async function runAccessCheck(
  path = window.location.pathname,
  { patient = false }: CheckOptions = {},
): Promise<void> {
  if (!isOnline()) {
    setGate('allowed')
    return
  }
  const reuse = recentlyAllowed() || pageShownBeforeCheck()
  // A reload within the session shows the page at once; the check below can still escalate.
  setGate(reuse ? 'allowed' : 'loading')
  // Already allowed: the check is background work and waits for the page's first content.
  if (reuse) await loadPhases.firstContent.reached()
  const waited = patient
    ? undefined
    : setTimeout(() => gateStore.status === 'loading' && setGate('allowed'), GATE_WAIT_MS)
  const result = await checkAccess(path)
  clearTimeout(waited)
  if (!result.ok) {
    if (gateStore.status === 'loading') setGate('allowed')
    if (result.failure !== 'offline') console.warn('Access check failed', result.message)
    return
  }
  const status = statusFor(result.value, challengePassed())
  if (status === 'allowed') writeFlag('allowedAt')
  if (gateStore.status === 'loading') setGate(status, result.value.reason)
  else escalate(result.value, challengePassed())
}

export function passChallenge(): void {
  writeFlag('challengePassed')
  writeFlag('allowedAt')
  setGate('allowed')
}
