import { lazy } from 'react'
export {
  authStore,
  applyAuthSession,
  isAuthenticated,
  isAuthLoading,
  setOnboardingStatus,
  type AuthSession,
  type AuthState,
  type AuthUser,
} from './auth.store.ts'
export {
  registerAuthImplementation,
  signOut,
  startAuth,
  type AuthImplementation,
} from './auth-lifecycle.ts'
export { useAuthView, type AuthView } from './useAuthView.ts'
export { installSupabaseAuth } from './session/auth-service.ts'
export { onUserSignedIn, type SessionListener } from './session/auth-events.ts'
export {
  registerSignOutCleanup,
  registerSignOutGuard,
  runSignOutCleanups,
  type SignOutCleanup,
  type SignOutGuard,
} from './session/sign-out-cleanups.ts'
export {
  setNewPassword,
  signOutByServer,
  signOutThisDevice,
  type ActionResult,
} from './session/auth-actions.ts'
export { authMessageText } from './auth-feedback.ts'
export { useSignedOutBecause, type SignedOutReason } from './session/auth-ui.store.ts'
export { useMfaStatus, type MfaStatus } from './useMfaStatus.ts'
export { TWO_STEP_SECTION_ID } from './two-step-section.ts'
// Shown only on an administrator's page: its code loads when it is needed.
export const MfaGateScreen = lazy(() =>
  import('./components/MfaGateScreen.tsx').then((m) => ({ default: m.MfaGateScreen })),
)
export { TotpCodeForm } from './components/TotpCodeForm.tsx'
export {
  listTotpFactors,
  removeTotpFactor,
  startTotpEnrolment,
  stepUpWithCode,
  verifyTotpCode,
  type TotpEnrolment,
  type TotpFactor,
} from './session/mfa-actions.ts'
