// What only a signed-in member's shell uses (src/app/member.ts loads it after the sign-in): kept
// out of index.ts, which a visitor's entry reaches, so that its code stays out of the entry.
export { RoleSwitcher } from './components/RoleSwitcher.tsx'
export { installRoleSession } from './role-session.ts'
