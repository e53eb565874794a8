// What must be forgotten when the user signs out (spec sections 4 and 8): the role session, the
// local replica (the replica feature registers its wipeLocalData), caches. Features register a
// cleanup once at start-up; sign-out runs them all and never stops at a failing one.
export type SignOutCleanup = () => void | Promise<void>

const cleanups = new Map<string, SignOutCleanup>()

/** Registers (or replaces) a named cleanup. Returns a function that removes it. */
export function registerSignOutCleanup(name: string, cleanup: SignOutCleanup): () => void {
  cleanups.set(name, cleanup)
  return () => {
    if (cleanups.get(name) === cleanup) cleanups.delete(name)
  }
}

let inFlight: Promise<void> | null = null

/** Runs every cleanup; a call while a run is in flight joins that run. */
export function runSignOutCleanups(): Promise<void> {
  inFlight ??= (async () => {
    const results = await Promise.allSettled([...cleanups.values()].map(async (fn) => fn()))
    for (const result of results) {
      if (result.status === 'rejected') console.error('Sign-out cleanup failed', result.reason)
    }
  })().finally(() => {
    inFlight = null
  })
  return inFlight
}

/** Asked before signing out; false keeps the user signed in (e.g. unsynced changes, SYNC-WIPE-2). */
export type SignOutGuard = () => boolean | Promise<boolean>

const guards = new Set<SignOutGuard>()

export function registerSignOutGuard(guard: SignOutGuard): () => void {
  guards.add(guard)
  return () => guards.delete(guard)
}

/** True when every guard lets the sign-out go ahead. A failing guard does not block it. */
export async function signOutAllowed(): Promise<boolean> {
  for (const guard of guards) {
    try {
      if (!(await guard())) return false
    } catch (error) {
      console.error('Sign-out guard failed', error)
    }
  }
  return true
}
