// /dashboard picks a dashboard by the roles held, so the redirect waits until they are known:
// right after sign-in (or on a cold load of /dashboard) they are still on their way, so it asks
// the server for them at once.
import { subscribe } from 'valtio'
import { authStore, isAuthenticated, isAuthLoading } from '@/features/auth/index.ts'
import { loadRolesNow, rolesStore } from '@/features/roles/index.ts'

/** Long enough for the server's answer; after it the replica's or no roles decide. */
const WAIT_MS = 8000

function settled(): boolean {
  if (isAuthLoading(authStore)) return false
  if (!isAuthenticated(authStore)) return true
  return rolesStore.checked || rolesStore.roles.length > 0
}

export function whenRolesKnown(waitMs = WAIT_MS): Promise<void> {
  if (settled()) return Promise.resolve()
  loadRolesNow()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      stopAuth()
      stopRoles()
      resolve()
    }
    const check = () => {
      if (settled()) done()
    }
    const timer = setTimeout(done, waitMs)
    const stopAuth = subscribe(authStore, check)
    const stopRoles = subscribe(rolesStore, check)
  })
}
