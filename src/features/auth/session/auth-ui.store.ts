// UI-only auth state that is not part of the spec's auth store: whether a recovery link has
// signed the user in (the /auth page then shows the new-password form), and why this device was
// signed out when the server ended the session (the /auth page says so).
import { proxy, useSnapshot } from 'valtio'

export type SignedOutReason = 'suspended' | 'sessionEnded'

export const authUi = proxy({ recovery: false, signedOutBecause: null as SignedOutReason | null })

/** Why the server signed this device out, until the next sign-in (null: it did not). */
export function useSignedOutBecause(): SignedOutReason | null {
  return useSnapshot(authUi).signedOutBecause
}
