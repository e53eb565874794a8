// Runs the access check on app start and on Try Again. Offline, or when the check fails or times
// out, the page loads: the app is offline-first and a real person must never be locked out by a
// network problem. The server still scores every request it sees.
import { checkAccess } from '@/backend/crawler-api.ts'
import { ALLOWED_REUSE_MS, readFlag, writeFlag } from './session-flags.ts'
import { escalate, gateStore, setGate, statusFor } from './gate.store.ts'

export function challengePassed(): boolean {
  return readFlag('challengePassed') !== null
}

export async function runAccessCheck(path = window.location.pathname): Promise<void> {
  if (!navigator.onLine) {
    setGate('allowed')
    return
  }
  const allowedAt = readFlag('allowedAt')
  const reuse = allowedAt !== null && Date.now() - allowedAt < ALLOWED_REUSE_MS
  // A reload within the session shows the page at once; the check below can still escalate.
  setGate(reuse ? 'allowed' : 'loading')
  const result = await checkAccess(path)
  if (!result.ok) {
    if (gateStore.status === 'loading') setGate('allowed')
    if (result.failure !== 'offline') console.warn('Access check failed', result.message)
    return
  }
  const status = statusFor(result.value, challengePassed())
  if (status === 'allowed') writeFlag('allowedAt')
  if (reuse) escalate(result.value, challengePassed())
  else setGate(status, result.value.reason)
}

export function passChallenge(): void {
  writeFlag('challengePassed')
  writeFlag('allowedAt')
  setGate('allowed')
}
