// The role audit log for /admin: the newest entries, by action if one is chosen, with names.
import { useCallback } from 'react'
import { fetchRoleAuditLog } from '@/backend/admin-api.ts'
import { parseAuditLog, type AuditEntry, type Names } from '../admin-rows.ts'
import { loadNames } from '../names.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'

export const AUDIT_SHOWN = 200

export interface AuditLog {
  loading: boolean
  failed: boolean
  entries: AuditEntry[]
  names: Names
}

async function readAuditLog(action: string | null) {
  const result = await fetchRoleAuditLog({ action, limit: AUDIT_SHOWN })
  if (!result.ok) throw new Error(result.error.message)
  const entries = parseAuditLog(result.value)
  const people = entries.flatMap((e) => (e.actor_id ? [e.actor_id] : []))
  const names = await loadNames(
    [...people, ...entries.map((e) => e.target_user_id)],
    entries.flatMap((e) => (e.organization_id ? [e.organization_id] : [])),
  )
  return { entries, names }
}

export function useAuditLog(enabled: boolean, action: string | null): AuditLog {
  const read = useCallback(() => readAuditLog(action), [action])
  const log = useRemoteRead(enabled, read, 'The audit log')
  return {
    loading: log.loading,
    failed: log.failed,
    entries: log.value?.entries ?? [],
    names: log.value?.names ?? new Map(),
  }
}
