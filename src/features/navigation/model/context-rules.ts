// Navigation context rules (spec sections 3 and 4): role resolution, skill level, recent activity.
import { RECENT_ACTIVITY_MAX, type NavRole, type SkillLevel, type TooltipRole } from './types.ts'

/** Spec: a company profile makes company, else a craftsman profile makes craftsman, else guest. */
export function resolveNavRole(profiles: {
  hasCompanyProfile: boolean
  hasCraftsmanProfile: boolean
}): NavRole {
  if (profiles.hasCompanyProfile) return 'company'
  if (profiles.hasCraftsmanProfile) return 'craftsman'
  return 'guest'
}

const LEVELS: readonly SkillLevel[] = ['beginner', 'intermediate', 'advanced']

/** Spec: skill level from saved preferences, default beginner. */
export function skillLevelOf(saved: unknown): SkillLevel {
  return LEVELS.includes(saved as SkillLevel) ? (saved as SkillLevel) : 'beginner'
}

/** An account younger than this is a new user for the tooltip rules. */
export const NEW_USER_DAYS = 7

export function isNewUser(createdAt: string | null | undefined, now: Date): boolean {
  if (!createdAt) return false
  const created = Date.parse(createdAt)
  if (Number.isNaN(created)) return false
  return now.getTime() - created < NEW_USER_DAYS * 24 * 3600_000
}

/** The roles tooltip conditions are matched against. */
export function tooltipRolesOf(ctx: {
  userRole: NavRole
  isNewUser: boolean
  isAdmin: boolean
}): TooltipRole[] {
  const roles: TooltipRole[] = [ctx.userRole]
  if (ctx.isNewUser) roles.push('new_user')
  if (ctx.isAdmin) roles.push('admin')
  return roles
}

/** Adds an action name at the front (no duplicates), keeping the 10 newest (spec section 9). */
export function pushRecent(list: readonly string[], action: string): string[] {
  return [action, ...list.filter((a) => a !== action)].slice(0, RECENT_ACTIVITY_MAX)
}

export const PROFILE_INCOMPLETE = 'profile_incomplete'

/**
 * A signed-in user without a company or craftsman profile has an incomplete profile; the marker
 * in recent activity drives the Complete Profile action (spec section 6).
 */
export function withProfileMarker(
  list: readonly string[],
  signedIn: boolean,
  role: NavRole,
): string[] {
  const incomplete = signedIn && role === 'guest'
  const has = list.includes(PROFILE_INCOMPLETE)
  if (incomplete && !has) return pushRecent(list, PROFILE_INCOMPLETE)
  if (!incomplete && has) return list.filter((a) => a !== PROFILE_INCOMPLETE)
  return [...list]
}
