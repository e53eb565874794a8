// UI-only auth state that is not part of the spec's auth store: whether a recovery link has
// signed the user in (the /auth page then shows the new-password form).
import { proxy } from 'valtio'

export const authUi = proxy({ recovery: false })
