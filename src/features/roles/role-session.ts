// Fills the roles store for the signed-in user (spec section 4): about 100 ms after sign-in the
// role session is fetched, and when none exists a default one (customer, no organisation) is
// created and fetched again. Switching goes through the server and is explained when offline.
import { notifications } from '@mantine/notifications'
import {
  createDefaultRoleSession,
  fetchCurrentRoleSession,
  fetchUserRoles,
  switchUserRole,
} from '@/backend/roles-api.ts'
import { isOnline, onOnlineChange, loadPhases, whenRepositories } from '@/data/shell.ts'
import { onUserSignedIn, registerSignOutCleanup } from '@/features/auth/index.ts'
import { i18n } from '@/i18n/index.ts'
import {
  forgetRoleSessions,
  rememberRoleSession,
  rememberedRoleSession,
  replicaRoles,
} from './offline-roles.ts'
import { roleLabel } from './role-label.ts'
import { rowSchemas, toUserRole } from './role-rows.ts'
import { clearRoles, registerRoleSwitcher, rolesStore, type RoleSession } from './roles.store.ts'
import { serverRefusalKey } from '@/lib/server-messages.ts'

export const ROLE_SESSION_DELAY_MS = 100

let currentUserId: string | null = null
/** The first load of this sign-in has started (once per user and sign-in). */
let firstLoadFor: string | null = null
/** A page asked for the roles before anyone was signed in (see loadRolesNow). */
let wantedNow = false
let following: { unsubscribe(): void } | null = null

async function loadRoleSession(userId: string): Promise<RoleSession | null> {
  const { parseRoleSession } = await rowSchemas()
  const first = await fetchCurrentRoleSession()
  if (!first.ok) throw new Error(first.error.message)
  const current = parseRoleSession(first.value)
  if (current) return current
  const created = await createDefaultRoleSession(userId)
  if (!created.ok) throw new Error(created.error.message)
  const again = await fetchCurrentRoleSession()
  if (!again.ok) throw new Error(again.error.message)
  return parseRoleSession(again.value)
}

export async function loadRoles(userId: string): Promise<void> {
  rolesStore.loading = true
  try {
    const [session, roles, { parseUserRoles }] = await Promise.all([
      loadRoleSession(userId),
      fetchUserRoles(userId),
      rowSchemas(),
    ])
    if (currentUserId !== userId) return
    if (!roles.ok) throw new Error(roles.error.message)
    rolesStore.session = session
    rolesStore.roles = parseUserRoles(roles.value)
    rememberRoleSession(session)
  } catch (error) {
    // A refresh that fails while this device can answer (offline, or a network that reaches
    // nothing) is no error for the user: the header keeps the replica's roles.
    if (!isOnline() || (await hasLocalRoles(userId))) {
      console.warn('Refreshing roles failed; showing this device’s', error)
    } else {
      console.error('Loading roles failed', error)
      notifications.show({
        color: 'red',
        title: i18n.t('roles:toasts.loadFailedTitle'),
        message: i18n.t('roles:toasts.loadFailedMessage'),
      })
    }
  } finally {
    if (currentUserId === userId) {
      rolesStore.loading = false
      rolesStore.checked = true
    }
  }
}

async function hasLocalRoles(userId: string): Promise<boolean> {
  if (rolesStore.roles.length > 0) return true
  return replicaRoles(userId).then(
    (roles) => roles.length > 0,
    () => false,
  )
}

/**
 * What this device last knew, shown at once and replaced by the server's answer: without a
 * connection the switcher still lists the roles instead of "No roles available".
 */
async function showLocalRoles(userId: string): Promise<void> {
  try {
    const roles = await replicaRoles(userId)
    if (currentUserId !== userId) return
    if (rolesStore.roles.length === 0) rolesStore.roles = roles
    const remembered = await rememberedRoleSession(userId)
    if (currentUserId !== userId) return
    rolesStore.session ??= remembered
  } catch (error) {
    console.warn('No offline roles available', error)
  }
}

/**
 * A role an administrator grants or refuses reaches the replica through realtime: the switcher
 * and the pages that depend on the roles follow it without a reload.
 */
async function followReplicaRoles(userId: string): Promise<void> {
  const repos = await whenRepositories()
  if (currentUserId !== userId) return
  following?.unsubscribe()
  let first = true
  following = repos.userRoles.ofUser$(userId).subscribe((docs) => {
    // The first answer is what showLocalRoles already showed; the server's may be newer.
    if (first || currentUserId !== userId) {
      first = false
      return
    }
    // A role the server answered that has not reached the replica yet (a request just made)
    // stays until its row arrives.
    const onDevice = new Set(docs.map((d) => d.id))
    const held = docs
      .filter((d) => d.status === 'active' || d.status === 'pending')
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map(toUserRole)
    rolesStore.roles = [...held, ...rolesStore.roles.filter((r) => !onDevice.has(r.id))]
  })
}

function startFirstLoad(userId: string): void {
  if (firstLoadFor === userId) return
  firstLoadFor = userId
  void loadRoles(userId)
}

/**
 * A page that goes where the roles say (/dashboard) asks the server at once: it paints no content
 * of its own, so waiting for the page's first content would only add its 2 s deadline.
 */
export function loadRolesNow(): void {
  wantedNow = true
  if (currentUserId) startFirstLoad(currentUserId)
}

async function switchRole(role: string, organizationId: string | null): Promise<void> {
  if (!isOnline()) {
    notifications.show({
      color: 'yellow',
      title: i18n.t('roles:offlineSwitchTitle'),
      message: i18n.t('roles:offlineSwitch'),
    })
    return
  }
  const result = await switchUserRole(role, organizationId)
  if (!result.ok) {
    notifications.show({
      color: 'red',
      title: i18n.t('roles:toasts.switchFailedTitle'),
      message: result.error.message
        ? i18n.t(serverRefusalKey(result.error.message) as never)
        : i18n.t('roles:toasts.switchFailedMessage'),
    })
    return
  }
  const [session, { parseRoleSession }] = await Promise.all([
    fetchCurrentRoleSession(),
    rowSchemas(),
  ])
  const fresh = session.ok ? parseRoleSession(session.value) : null
  if (fresh) {
    rolesStore.session = fresh
    rememberRoleSession(fresh)
  }
  notifications.show({
    color: 'green',
    title: i18n.t('roles:toasts.switchedTitle'),
    message: i18n.t('roles:toasts.switchedMessage', { role: roleLabel(role) }),
  })
}

let installed = false

/** Call once at start-up, next to installSupabaseAuth(). */
export function installRoleSession(): void {
  if (installed) return
  installed = true
  registerRoleSwitcher(switchRole)
  onUserSignedIn((session) => {
    const userId = session.user.id
    currentUserId = userId
    firstLoadFor = null
    void showLocalRoles(userId)
    followReplicaRoles(userId).catch((error: unknown) =>
      console.warn('Role changes on this device are not followed', error),
    )
    // The replica's roles show at once; the server's answer waits for the page's first content.
    if (wantedNow) startFirstLoad(userId)
    else
      loadPhases.firstContent.after(() =>
        setTimeout(() => startFirstLoad(userId), ROLE_SESSION_DELAY_MS),
      )
  })
  // A session restored offline could not reach the server; load roles when the network returns.
  onOnlineChange((online) => {
    if (online && currentUserId) void loadRoles(currentUserId)
  })
  registerSignOutCleanup('roles', () => {
    currentUserId = null
    firstLoadFor = null
    following?.unsubscribe()
    following = null
    wantedNow = false
    clearRoles()
    forgetRoleSessions()
  })
}
