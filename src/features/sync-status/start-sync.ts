// Connects the replica to auth (SPEC SYNC-AUTH-1, SYNC-WIPE-1/2): every auth change hands the
// session to the sync worker; sign-out wipes the local data; an account the server refuses is
// signed out.
import { subscribe } from 'valtio'
import { authStore, registerSignOutCleanup } from '@/features/auth/index.ts'
import { pendingWrites, setSyncSession, wipeLocalData } from '@/data/index.ts'
import { i18n } from '@/i18n/index.ts'
import { watchAccountRefusal } from './account-refusal-watch.ts'

let connected = false

export function connectSyncToAuth(): void {
  if (connected) return
  connected = true
  let last = ''
  const hand = () => {
    const userId = authStore.user?.id ?? null
    const token = authStore.session?.access_token ?? null
    const key = `${userId}|${token}`
    if (key === last) return
    last = key
    setSyncSession(userId, token)
  }
  hand()
  subscribe(authStore, hand)
  registerSignOutCleanup('local-replica', wipeLocalData)
  watchAccountRefusal()
}

/**
 * SYNC-WIPE-2: before sign-out, tell the user about changes the server has not received and let
 * them stay signed in. Resolves true when sign-out may go ahead.
 */
export async function confirmSignOutWithPendingWrites(): Promise<boolean> {
  const count = await pendingWrites()
  if (count === 0) return true
  const t = i18n.getFixedT(null, 'sync')
  return window.confirm(`${t('signOut.pendingTitle')}\n\n${t('signOut.pendingBody', { count })}`)
}
