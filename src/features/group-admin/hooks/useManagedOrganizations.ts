// The organizations this person administers (all of them for a verified platform administrator).
import { useCallback } from 'react'
import { fetchManagedOrganizations } from '@/backend/group-admin-api.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'
import { parseManagedOrganizations } from '../group-admin-rows.ts'

export function useManagedOrganizations(enabled: boolean) {
  const read = useCallback(async () => {
    const result = await fetchManagedOrganizations()
    if (!result.ok) throw new Error(result.error.message)
    return parseManagedOrganizations(result.value)
  }, [])
  return useRemoteRead(enabled, read, 'Your organizations')
}
