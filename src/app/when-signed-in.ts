// Runs a member's start-up once someone is signed in: at once for a session stored on this
// device, else at the first sign-in. Call after startAuth(), which has already put a stored
// session into the auth store.
import { subscribe } from 'valtio'
import { authStore } from '@/features/auth/index.ts'

/**
 * Returns the start-up's promise when someone is signed in now, else null (it runs later).
 * `start` reports its own failures.
 */
export function whenSignedIn(start: () => Promise<void>): Promise<void> | null {
  if (authStore.user !== null) return start()
  const stop = subscribe(authStore, () => {
    if (authStore.user === null) return
    stop()
    void start()
  })
  return null
}
