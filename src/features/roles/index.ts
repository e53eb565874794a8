import { lazy } from 'react'
export {
  rolesStore,
  activeRoleOf,
  isAdmin,
  holdsRole,
  clearRoles,
  registerRoleSwitcher,
  requestRoleSwitch,
  type RoleSession,
  type RoleSwitchFn,
  type RolesState,
  type UserRole,
} from './roles.store.ts'
// Shown only on a page for the other side of the marketplace: its code loads when needed.
export const RolePageGate = lazy(() =>
  import('./components/RolePageGate.tsx').then((m) => ({ default: m.RolePageGate })),
)
export { useRoleName } from './useRoleName.ts'
export { loadRoles, loadRolesNow } from './role-session.ts'
export { showRoleRequested } from './role-requested-toast.ts'
export { RoleBadge } from './components/RoleBadge.tsx'
export { RoleIcon } from './components/RoleIcon.tsx'
export { userHasPermission } from '@/backend/roles-api.ts'
