// How the rest of the app starts auth and signs out without knowing how auth is implemented.
// The auth feature registers its implementation once at start-up; until then there is no
// stored session to restore, so start-up completes signed out.
import { applyAuthSession, authStore } from './auth.store.ts'

export interface AuthImplementation {
  /** Subscribes to auth changes and restores the stored session (spec section 4). */
  initialize(): Promise<void>
  /** Signs out everywhere; clears user, session and role session. */
  signOut(): Promise<void>
}

const signedOutOnly: AuthImplementation = {
  async initialize() {
    applyAuthSession(null)
  },
  async signOut() {
    applyAuthSession(null)
  },
}

let implementation: AuthImplementation = signedOutOnly
let started: Promise<void> | null = null

export function registerAuthImplementation(impl: AuthImplementation): void {
  implementation = impl
  started = null
}

/** Runs initialisation once; later calls share the first run. */
export function startAuth(): Promise<void> {
  started ??= implementation.initialize().catch((error: unknown) => {
    console.error('Auth initialisation failed', error)
    authStore.initialized = true
    authStore.loading = false
  })
  return started
}

export function signOut(): Promise<void> {
  return implementation.signOut()
}
