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
