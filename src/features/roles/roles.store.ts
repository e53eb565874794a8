// The signed-in user's roles and role session (spec section 3). The auth and roles issue fills it
// from the backend; the header's role switcher, the admin menu and dashboard selection read it.
import { proxy } from 'valtio'
import type { RoleSession, UserRole } from './role-rows.ts'

export type { RoleSession, UserRole } from './role-rows.ts'

export interface RolesState {
  roles: UserRole[]
  session: RoleSession | null
  loading: boolean
  /** A switch is in flight: every entry of the menu is disabled. */
  switching: boolean
  /** The server answered (or failed to) for this user: empty roles now mean "none known". */
  checked: boolean
}

export const rolesStore = proxy<RolesState>({
  roles: [],
  session: null,
  loading: false,
  switching: false,
  checked: false,
})

export function activeRoleOf(state: Pick<RolesState, 'session'>): string | null {
  return state.session?.active_role ?? null
}

/** Admin menu rule (spec section 6): admin held among the active roles. */
export function isAdmin(state: {
  readonly roles: ReadonlyArray<Pick<UserRole, 'role' | 'status'>>
}): boolean {
  return state.roles.some((r) => r.role === 'admin' && r.status === 'active')
}

/** Held: active, or requested and waiting for an admin; either way not offered again. */
export function holdsRole(
  state: { readonly roles: ReadonlyArray<Pick<UserRole, 'role' | 'status'>> },
  role: string,
): boolean {
  return state.roles.some(
    (r) => r.role === role && (r.status === 'active' || r.status === 'pending'),
  )
}

export function clearRoles(): void {
  rolesStore.roles = []
  rolesStore.session = null
  rolesStore.loading = false
  rolesStore.switching = false
  rolesStore.checked = false
}

export type RoleSwitchFn = (role: string, organizationId: string | null) => Promise<void>

let switcher: RoleSwitchFn | null = null

/** The roles feature provides the server call; the menu only asks for a switch. */
export function registerRoleSwitcher(fn: RoleSwitchFn): void {
  switcher = fn
}

/** Does nothing when the chosen role is already active (spec section 4). */
export async function requestRoleSwitch(
  role: string,
  organizationId: string | null,
): Promise<void> {
  if (activeRoleOf(rolesStore) === role || rolesStore.switching || !switcher) return
  rolesStore.switching = true
  try {
    await switcher(role, organizationId)
  } finally {
    rolesStore.switching = false
  }
}
