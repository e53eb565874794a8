// Role requests for /admin: pending ones and the latest decisions, with the names of the people
// and organizations they concern. Network-only like the rest of administration (other people's
// requests are never replicated to a device); offline the screen keeps what it showed.
import { useCallback, useState } from 'react'
import { notifications } from '@mantine/notifications'
import { decideRoleRequest, fetchRoleRequests, type RoleDecision } from '@/backend/admin-api.ts'
import { i18n } from '@/i18n/index.ts'
import { serverRefusalKey } from '@/lib/server-messages.ts'
import { parseRoleRequests, type Names, type RoleRequest } from '../admin-rows.ts'
import { loadNames } from '../names.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'

/** Decided requests shown under the pending ones. */
export const DECIDED_SHOWN = 20
/** The spec's limit for reasons, kept for the decision note too. */
export const NOTE_MAX = 1000

export interface RoleRequests {
  loading: boolean
  failed: boolean
  requests: RoleRequest[]
  names: Names
  /** The request being decided (its buttons show a loader), else null. */
  deciding: string | null
  refresh(): Promise<void>
  decide(request: RoleRequest, decision: RoleDecision, note: string): Promise<boolean>
}

async function readRoleRequests() {
  const result = await fetchRoleRequests(DECIDED_SHOWN)
  if (!result.ok) throw new Error(result.error.message)
  const requests = parseRoleRequests(result.value)
  const names = await loadNames(
    requests.flatMap((r) => (r.decided_by ? [r.user_id, r.decided_by] : [r.user_id])),
    requests.flatMap((r) => (r.organization_id ? [r.organization_id] : [])),
  )
  return { requests, names }
}

const NO_NAMES: Names = new Map()

export function useRoleRequests(enabled: boolean): RoleRequests {
  const read = useRemoteRead(enabled, readRoleRequests, 'Role requests')
  const { refresh } = read
  const names = read.value?.names ?? NO_NAMES
  const [deciding, setDeciding] = useState<string | null>(null)

  const decide = useCallback(
    async (request: RoleRequest, decision: RoleDecision, note: string) => {
      setDeciding(request.id)
      const result = await decideRoleRequest(request.id, decision, note)
      setDeciding(null)
      const person = names.get(request.user_id) ?? i18n.t('admin:unnamed')
      if (result.ok && result.value) {
        notifications.show({
          color: 'green',
          title: i18n.t(
            decision === 'approved' ? 'admin:toasts.approved' : 'admin:toasts.rejected',
          ),
          message: i18n.t('admin:toasts.decidedMessage', { person }),
        })
      } else {
        notifications.show({
          color: 'red',
          title: i18n.t('admin:toasts.decisionFailed'),
          message: result.ok
            ? i18n.t('admin:requests.alreadyDecided')
            : i18n.t(serverRefusalKey(result.error.message) as never),
        })
      }
      await refresh()
      return result.ok && result.value
    },
    [names, refresh],
  )

  return {
    loading: read.loading,
    failed: read.failed,
    requests: read.value?.requests ?? [],
    names,
    deciding,
    refresh,
    decide,
  }
}
