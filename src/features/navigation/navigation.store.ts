// The navigation context (spec section 3) as one valtio store. The provider fills it from the
// router, the session and the local replica; components read it with useNavigationIntelligence.
import { proxy } from 'valtio'
import { DEFAULT_PREFERENCES } from './model/preferences.ts'
import type { ProfileGap, ProfileSide } from './model/profile-gaps.ts'
import type { NavPreferences, NavRole, SkillLevel } from './model/types.ts'

export interface NavigationState {
  currentPath: string
  userId: string | null
  isSignedIn: boolean
  userRole: NavRole
  /** Tooltip rules: an account younger than a week. */
  isNewUser: boolean
  isAdmin: boolean
  skillLevel: SkillLevel
  /** Action names, newest first, at most 10. */
  recentActivity: string[]
  preferences: NavPreferences
  /** Visits per path (all devices, from time spent, plus this session's visits). */
  visits: Record<string, number>
  /** Preferences have been read (from the replica or, for visitors, this browser). */
  isReady: boolean
  /** What the profile of the user's side still lacks (none while unknown). */
  profileGaps: ProfileGap[]
  /** Whose profile the gaps are of. */
  profileSide: ProfileSide | null
}

export function initialNavigationState(): NavigationState {
  return {
    currentPath: '/',
    userId: null,
    isSignedIn: false,
    userRole: 'guest',
    isNewUser: false,
    isAdmin: false,
    skillLevel: 'beginner',
    recentActivity: [],
    preferences: { ...DEFAULT_PREFERENCES, dismissedTooltips: [], favoriteActions: [] },
    visits: {},
    isReady: false,
    profileGaps: [],
    profileSide: null,
  }
}

export const navigationStore = proxy<NavigationState>(initialNavigationState())
