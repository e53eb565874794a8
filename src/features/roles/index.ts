export {
  rolesStore,
  activeRoleOf,
  isAdmin,
  clearRoles,
  registerRoleSwitcher,
  requestRoleSwitch,
  type RoleSession,
  type RoleSwitchFn,
  type RolesState,
  type UserRole,
} from './roles.store.ts'
export { RoleSwitcher } from './components/RoleSwitcher.tsx'
export { useRoleName } from './useRoleName.ts'
