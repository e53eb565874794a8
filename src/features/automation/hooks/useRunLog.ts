// A rule's recent runs, read online while its log is open.
import { useCallback } from 'react'
import { fetchRunLog } from '@/backend/automation-api.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'
import { parseRuns } from '../automation-rows.ts'

export function useRunLog(ruleId: string | null, enabled: boolean) {
  const read = useCallback(async () => {
    if (!ruleId) return []
    const result = await fetchRunLog(ruleId)
    if (!result.ok) throw new Error(result.error.message)
    return parseRuns(result.value)
  }, [ruleId])
  return useRemoteRead(enabled && ruleId !== null, read, 'The run log')
}
