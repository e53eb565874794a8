// Whether the user holds a role with the jobs.post permission (supabase roles migration), read
// from the replicated user_roles so it works offline. The server checks it again on insert.
import { useLiveQuery } from '@/data/shell.ts'
import { useStillArriving } from '@/data/shell.ts'
import { HIRING_ROLES } from '@/lib/role-pages.ts'

/**
 * True or false once known; null while the roles are still arriving. "No permission" during the
 * first sync would swap the form for a notice and back, losing what the user had typed.
 */
export function useCanPost(userId: string): boolean | null {
  const roles = useLiveQuery((r) => r.userRoles.ofUser$(userId), [userId])
  const arriving = useStillArriving('user_roles')
  if (roles.isLoading) return null
  const can = (roles.data ?? []).some((r) => r.status === 'active' && HIRING_ROLES.has(r.role))
  return can || !arriving ? can : null
}
