// Fills the navigation store from the router, the session and the local replica (spec section 4:
// role from the profiles, level, lists and language from preferences, visits from time spent).
import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { useLiveQuery } from '@/data/shell.ts'
import { useStillArriving } from '@/data/shell.ts'
import { useAuthView } from '@/features/auth/index.ts'
import { switchLanguage, currentLanguage, languageOfPreference } from '@/i18n/index.ts'
import { isAdmin, rolesStore } from '@/features/roles/index.ts'
import { isNewUser, resolveNavRole, withProfileMarker } from '../model/context-rules.ts'
import { migrateLegacyStorage } from '../legacy-migration.ts'
import { HIRING_ROLES, WORKING_ROLES } from '@/lib/role-pages.ts'
import { ALL_GAPS, companyGaps, craftsmanGaps, profileSideOf } from '../model/profile-gaps.ts'
import { navigationStore as s } from '../navigation.store.ts'
import {
  flushPreferences,
  loadGuestPreferences,
  loadPending,
  recordProfileMarker,
  storedWithPending,
} from '../navigation.service.ts'

export function useContextSync(): void {
  const path = useRouterState({ select: (r) => r.location.pathname })
  const auth = useAuthView()
  const roles = useSnapshot(rolesStore)
  const userId = auth.isAuthenticated ? (auth.user?.id ?? null) : null
  const admin = isAdmin(roles)

  useEffect(() => {
    s.currentPath = path
  }, [path])

  useEffect(() => {
    s.userId = userId
    s.isSignedIn = userId !== null
    s.isAdmin = admin
    s.isNewUser = userId !== null && isNewUser(auth.user?.created_at, new Date())
    loadPending(userId)
    if (!userId) {
      s.userRole = 'guest'
      s.visits = {}
      loadGuestPreferences()
    } else {
      s.isReady = false
    }
  }, [userId, admin, auth.user?.created_at])

  const prefs = useLiveQuery((r) => (userId ? r.preferences.of$(userId) : null), [userId])
  const company = useLiveQuery((r) => (userId ? r.companyProfiles.one$(userId) : null), [userId])
  const craftsman = useLiveQuery(
    (r) => (userId ? r.craftsmanProfiles.one$(userId) : null),
    [userId],
  )
  const time = useLiveQuery((r) => (userId ? r.timeSpent.ofUser$(userId) : null), [userId])

  useEffect(() => {
    if (!userId || prefs.isLoading) return
    const stored = storedWithPending(prefs.data ?? null)
    s.skillLevel = stored.skillLevel
    s.recentActivity = stored.recentActivity
    s.preferences = stored.preferences
    s.isReady = true
    if (prefs.data) {
      void flushPreferences()
      migrateLegacyStorage(userId).catch((error: unknown) =>
        console.warn('[navigation] could not migrate saved preferences', error),
      )
    }
  }, [userId, prefs.data, prefs.isLoading])

  // The saved language is the user's on every device: applied when it arrives or changes.
  const savedLanguage = languageOfPreference(prefs.data?.language)
  useEffect(() => {
    if (userId && savedLanguage && savedLanguage !== currentLanguage()) {
      switchLanguage(savedLanguage)
    }
  }, [userId, savedLanguage])

  useEffect(() => {
    if (!userId || company.isLoading || craftsman.isLoading) return
    s.userRole = resolveNavRole({
      hasCompanyProfile: Boolean(company.data),
      hasCraftsmanProfile: Boolean(craftsman.data),
    })
  }, [userId, company.data, company.isLoading, craftsman.data, craftsman.isLoading])

  // The profile_incomplete marker follows the profiles once both they and preferences are read,
  // and only once the profiles have arrived: during a first sync a profile not here yet is not a
  // missing one, and each new device of the user would add the marker and remove it again.
  const profilesArriving = useStillArriving('craftsman_profiles', 'company_profiles')
  const ready =
    Boolean(userId) &&
    !prefs.isLoading &&
    !company.isLoading &&
    !craftsman.isLoading &&
    !profilesArriving
  const role = resolveNavRole({
    hasCompanyProfile: Boolean(company.data),
    hasCraftsmanProfile: Boolean(craftsman.data),
  })
  const recent = prefs.data?.recent_activity

  // What the profile still lacks, once the profiles have arrived: a profile not here yet during
  // a first sync is not a missing one.
  const holdsWorking = roles.roles.some((r) => r.status === 'active' && WORKING_ROLES.has(r.role))
  const holdsCompany = roles.roles.some(
    (r) => r.status === 'active' && r.role !== 'admin' && HIRING_ROLES.has(r.role),
  )
  useEffect(() => {
    const side = ready
      ? profileSideOf({
          hasCompanyProfile: Boolean(company.data),
          hasCraftsmanProfile: Boolean(craftsman.data),
          holdsWorkingRole: holdsWorking,
          holdsCompanyRole: holdsCompany,
        })
      : null
    s.profileSide = side
    s.profileGaps = !side
      ? []
      : side === 'company'
        ? company.data
          ? companyGaps(company.data)
          : [...ALL_GAPS.company]
        : craftsman.data
          ? craftsmanGaps(craftsman.data)
          : [...ALL_GAPS.craftsman]
  }, [ready, company.data, craftsman.data, holdsWorking, holdsCompany])
  useEffect(() => {
    if (!ready) return
    const current = storedWithPending(prefs.data ?? null).recentActivity
    const next = withProfileMarker(current, true, role)
    if (next.join('\n') !== current.join('\n')) void recordProfileMarker(next)
  }, [ready, role, recent, prefs.data])

  useEffect(() => {
    if (!userId || !time.data) return
    const visits: Record<string, number> = {}
    for (const row of time.data) visits[row.page] = (visits[row.page] ?? 0) + row.visits
    s.visits = visits
  }, [userId, time.data])
}
