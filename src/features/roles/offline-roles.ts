// What the role switcher shows when the server cannot be reached: the held roles from the local
// replica, and the last role session this device saw (kept per user, dropped on sign-out).
import { whenRepositories } from '@/data/shell.ts'
import { rowSchemas, toUserRole, type RoleSession, type UserRole } from './role-rows.ts'

const SESSION_KEY_PREFIX = 'craftlink_role_session_'

export function rememberRoleSession(session: RoleSession | null): void {
  if (!session) return
  try {
    localStorage.setItem(SESSION_KEY_PREFIX + session.user_id, JSON.stringify(session))
  } catch {
    // Storage full or disabled: the switcher simply has no offline fallback.
  }
}

/** This device's copy for the user; a copy of another shape (an older version's) is ignored. */
export async function rememberedRoleSession(userId: string): Promise<RoleSession | null> {
  const { parseRoleSession } = await rowSchemas()
  try {
    const raw = localStorage.getItem(SESSION_KEY_PREFIX + userId)
    const parsed = raw ? parseRoleSession(JSON.parse(raw)) : null
    return parsed?.user_id === userId ? parsed : null
  } catch {
    return null
  }
}

export function forgetRoleSessions(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(SESSION_KEY_PREFIX)) localStorage.removeItem(key)
  }
}

/** Active and pending roles of the user as last synced to this device. */
export async function replicaRoles(userId: string): Promise<UserRole[]> {
  const repos = await whenRepositories()
  const docs = await repos.userRoles.ofUser(userId)
  return docs.filter((d) => d.status === 'active' || d.status === 'pending').map(toUserRole)
}
