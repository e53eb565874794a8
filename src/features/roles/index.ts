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
export { RoleSwitcher } from './components/RoleSwitcher.tsx'
export { RolePageGate } from './components/RolePageGate.tsx'
export { useRoleName } from './useRoleName.ts'
export { installRoleSession, loadRoles, loadRolesNow } from './role-session.ts'
export { showRoleRequested } from './role-request.ts'
export { RoleBadge } from './components/RoleBadge.tsx'
export { RoleIcon } from './components/RoleIcon.tsx'
export { userHasPermission } from '@/backend/roles-api.ts'
