import { useContext } from 'react'
import { useSnapshot } from 'valtio'
import { NavigationContext, type NavigationActions } from './context.ts'
import { navigationStore, type NavigationState } from './navigation.store.ts'

export type NavigationIntelligence = Readonly<NavigationState> & NavigationActions

/** The navigation context and its actions (spec section 3). */
export function useNavigationIntelligence(): NavigationIntelligence {
  const actions = useContext(NavigationContext)
  const state = useSnapshot(navigationStore)
  if (!actions) {
    // Spec section 8, verbatim.
    throw new Error(
      'useNavigationIntelligence must be used within a NavigationIntelligenceProvider',
    )
  }
  return { ...(state as Readonly<NavigationState>), ...actions }
}

/** Only the actions (a stable object): for callbacks and memoised lists. */
export function useNavigationActions(): NavigationActions {
  const actions = useContext(NavigationContext)
  if (!actions) {
    throw new Error(
      'useNavigationIntelligence must be used within a NavigationIntelligenceProvider',
    )
  }
  return actions
}
