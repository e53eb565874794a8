// Whether the user holds a role with the jobs.post permission (supabase roles migration), read
// from the replicated user_roles so it works offline. The server checks it again on insert.
import { useLiveQuery } from '@/data/index.ts'

const POSTING_ROLES = new Set([
  'company',
  'workshop_owner',
  'franchise_partner',
  'factory_manager',
  'admin',
])

export function useCanPost(userId: string): boolean | null {
  const roles = useLiveQuery((r) => r.userRoles.ofUser$(userId), [userId])
  if (roles.isLoading) return null
  return (roles.data ?? []).some((r) => r.status === 'active' && POSTING_ROLES.has(r.role))
}
