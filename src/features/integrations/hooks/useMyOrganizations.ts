// The organizations the person belongs to: keys and webhooks may belong to one of them.
import { useCallback } from 'react'
import { fetchMyOrganizations } from '@/backend/integrations-api.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'
import { parseOrganizations } from '../integration-rows.ts'

export function useMyOrganizations(enabled: boolean) {
  const read = useCallback(async () => {
    const result = await fetchMyOrganizations()
    if (!result.ok) throw new Error(result.error.message)
    return parseOrganizations(result.value)
  }, [])
  return useRemoteRead(enabled, read, 'Your organizations')
}
