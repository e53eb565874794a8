// Organizations a role can be scoped to, by name (the first ORGANIZATIONS_SHOWN).
import { useCallback } from 'react'
import { fetchOrganizations } from '@/backend/rbac-api.ts'
import { parseOrganizations } from '../rbac-rows.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'

export const ORGANIZATIONS_SHOWN = 500

export function useOrganizations(enabled: boolean) {
  const read = useCallback(async () => {
    const result = await fetchOrganizations(ORGANIZATIONS_SHOWN)
    if (!result.ok) throw new Error(result.error.message)
    return parseOrganizations(result.value)
  }, [])
  return useRemoteRead(enabled, read, 'Organizations')
}
