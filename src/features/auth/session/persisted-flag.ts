// Spec section 3: only the initialized flag persists, under the name auth-storage (the session
// itself is supabase-js's localStorage entry). Restoring it is safe because initialisation sets
// loading until the stored session has been read, and the gate waits while loading is true.
import { subscribe } from 'valtio'
import * as z from 'zod/mini'
import { authStore } from '../auth.store.ts'

export const AUTH_STORAGE_NAME = 'auth-storage'

const persistedSchema = z.object({
  state: z._default(z.object({ initialized: z._default(z.boolean(), false) }), {
    initialized: false,
  }),
  version: z._default(z.number(), 0),
})

export function restoreInitializedFlag(storage: Storage | undefined): void {
  try {
    const raw = storage?.getItem(AUTH_STORAGE_NAME)
    if (!raw) return
    const parsed = persistedSchema.safeParse(JSON.parse(raw))
    if (parsed.success) authStore.initialized = parsed.data.state.initialized
  } catch {
    storage?.removeItem(AUTH_STORAGE_NAME)
  }
}

export function persistInitializedFlag(storage: Storage | undefined): () => void {
  let last: boolean | null = null
  return subscribe(authStore, () => {
    if (authStore.initialized === last) return
    last = authStore.initialized
    storage?.setItem(
      AUTH_STORAGE_NAME,
      JSON.stringify({ state: { initialized: authStore.initialized }, version: 0 }),
    )
  })
}
