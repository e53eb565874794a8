// What the navigation helper does (record activity, dismiss tooltips, levels, tracking). Signed-in
// users' preferences live in the replica; a visitor's stay in this browser under the spec's key
// shape (navigation_prefs_guest), since visitors have no account to sync to.
import { trackAction } from '@/backend/navigation-api.ts'
import { currentRepositories, defaultPreferences, loadPhases } from '@/data/shell.ts'
import { connectivity } from '@/data/shell.ts'
import { pushRecent } from './model/context-rules.ts'
import {
  fromRow,
  legacyPrefsKey,
  legacyPrefsSchema,
  parseLegacy,
  parseList,
  type PreferencesRow,
  type StoredNavigation,
} from './model/preferences.ts'
import type { SkillLevel } from './model/types.ts'
import { navigationStore as s } from './navigation.store.ts'
import { readPending, writePending, type PendingPreferences } from './pending-preferences.ts'

export const GUEST_PREFS_KEY = legacyPrefsKey('guest')

function log(what: string, error: unknown): void {
  // Spec section 8: navigation tracking and preference errors are only logged.
  console.warn(`[navigation] ${what}`, error)
}

function repos() {
  return currentRepositories()
}

function saveGuest(): void {
  try {
    localStorage.setItem(
      GUEST_PREFS_KEY,
      JSON.stringify({
        skillLevel: s.skillLevel,
        showAdvancedFeatures: s.preferences.showAdvancedFeatures,
        preferredWorkflow: s.preferences.preferredWorkflow,
        dismissedTooltips: s.preferences.dismissedTooltips,
        favoriteActions: s.preferences.favoriteActions,
        recentActivity: s.recentActivity,
      }),
    )
  } catch (error) {
    log('could not save preferences', error)
  }
}

/** A visitor's preferences from this browser. */
export function loadGuestPreferences(): void {
  const legacy = parseLegacy(legacyPrefsSchema, safeRead(GUEST_PREFS_KEY))
  s.skillLevel = legacy?.skillLevel ?? 'beginner'
  s.recentActivity = legacy?.recentActivity?.slice(0, 10) ?? []
  s.preferences = {
    showAdvancedFeatures: legacy?.showAdvancedFeatures ?? false,
    preferredWorkflow: legacy?.preferredWorkflow ?? 'default',
    dismissedTooltips: legacy?.dismissedTooltips ?? [],
    favoriteActions: legacy?.favoriteActions ?? [],
  }
  s.isReady = true
}

export function safeRead(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

let pending: PendingPreferences = {}
let pendingUser: string | null = null

/** Lists changed before the row arrived add to the saved ones instead of replacing them. */
function joinLists(patch: PendingPreferences, row: PreferencesRow): PendingPreferences {
  const join = (mine: string | undefined, saved: string, max: number) =>
    mine === undefined
      ? undefined
      : JSON.stringify([...new Set([...parseList(mine), ...parseList(saved)])].slice(0, max))
  const joined = { ...patch }
  const lists = {
    dismissed_tooltips: join(patch.dismissed_tooltips, row.dismissed_tooltips, 100),
    favorite_actions: join(patch.favorite_actions, row.favorite_actions, 50),
    recent_activity: join(patch.recent_activity, row.recent_activity, 10),
  }
  for (const [key, value] of Object.entries(lists)) {
    if (value !== undefined) joined[key as keyof typeof lists] = value
  }
  return joined
}

/** What the navigation context shows: the stored row (or the defaults) with waiting changes. */
export function storedWithPending(row: PreferencesRow | null): StoredNavigation {
  const base = row ?? defaultPreferences
  return fromRow({ ...base, ...joinLists(pending, base) })
}

/**
 * Applies locally at once (the store), then persists. Before the server's preferences row has
 * reached this device the change waits (in this browser, pending-preferences.ts): inserting a
 * default row would overwrite the user's saved level in the merge (SYNC-CONF-2 keeps every field
 * of a new local row).
 */
async function persist(patch: PendingPreferences): Promise<void> {
  const r = repos()
  if (!s.isSignedIn || !s.userId || !r) return saveGuest()
  pending = { ...pending, ...patch }
  writePending(s.userId, pending)
  await flushPreferences()
}

/** Writes waiting changes once the preferences row is on this device. */
export async function flushPreferences(): Promise<void> {
  const r = repos()
  const userId = s.userId
  if (!r || !userId || Object.keys(pending).length === 0) return
  try {
    const doc = await r.preferences.get(userId)
    if (!doc) return
    const waiting = pending
    pending = {}
    try {
      await r.preferences.update(userId, joinLists(waiting, doc))
    } catch (error) {
      pending = { ...waiting, ...pending }
      throw error
    }
    // Changes made meanwhile stay stored (persist wrote them) until their own flush.
    if (Object.keys(pending).length === 0) writePending(userId, {})
  } catch (error) {
    log('could not save preferences', error)
  }
}

/** A user signed in (their waiting changes from an earlier visit) or out (none). */
export function loadPending(userId: string | null): void {
  if (userId === pendingUser) return
  pendingUser = userId
  pending = userId ? readPending(userId) : {}
}

export function recordActivity(action: string): Promise<void> {
  s.recentActivity = pushRecent(s.recentActivity, action)
  return persist({ recent_activity: JSON.stringify(s.recentActivity) })
}

/** Writes the recent-activity list with the profile_incomplete marker added or removed. */
export function recordProfileMarker(next: string[]): Promise<void> {
  s.recentActivity = next
  return persist({ recent_activity: JSON.stringify(next) })
}

export function dismissTooltip(id: string): Promise<void> {
  if (s.preferences.dismissedTooltips.includes(id)) return Promise.resolve()
  s.preferences.dismissedTooltips = [...s.preferences.dismissedTooltips, id].slice(-100)
  return persist({ dismissed_tooltips: JSON.stringify(s.preferences.dismissedTooltips) })
}

export function setSkillLevel(level: SkillLevel): Promise<void> {
  s.skillLevel = level
  return persist({ skill_level: level })
}

/** Returns the new state (the caller shows Advanced Features Enabled / Disabled). */
export async function toggleAdvancedFeatures(): Promise<boolean> {
  const next = !s.preferences.showAdvancedFeatures
  s.preferences.showAdvancedFeatures = next
  await persist({ show_advanced_features: next })
  return next
}

/** The Get Started workflow turns the onboarding flag on (spec section 4). */
export function startOnboarding(): Promise<void> {
  return persist({ onboarding_active: true })
}

/**
 * track_action (spec section 7). Online it goes straight to the function; when the function
 * cannot be reached the event waits in the replica and the sync worker delivers it. On a load,
 * the call waits for the page's first content: the page visit it reports must not load the
 * backend client (and send a request) while that page is still painting.
 */
export async function track(action: string, metadata: Record<string, unknown> = {}): Promise<void> {
  const context = {
    userId: s.userId,
    currentPath: s.currentPath,
    userRole: s.userRole,
    skillLevel: s.skillLevel,
    recentActivity: [...s.recentActivity],
  }
  const occurredAt = new Date().toISOString()
  const meta = { ...metadata, timestamp: occurredAt }
  await loadPhases.firstContent.reached()
  const outcome = connectivity.online
    ? await trackAction(context, action, meta)
    : ({ ok: false, kind: 'unreachable', message: 'offline' } as const)
  if (outcome.ok) return
  if (outcome.kind === 'refused') return log(`${action} was refused: ${outcome.message}`, null)
  const r = repos()
  // Visitors are not tracked by the server anyway: nothing to keep for them.
  if (!s.isSignedIn || !s.userId || !r) return
  try {
    await r.navigationEvents.queue({
      user_id: s.userId,
      action,
      path: context.currentPath,
      user_role: context.userRole,
      skill_level: context.skillLevel,
      metadata: JSON.stringify(meta),
      occurred_at: occurredAt,
    })
  } catch (error) {
    log(`could not queue ${action}`, error)
  }
}
