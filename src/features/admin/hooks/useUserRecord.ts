// One person on /admin: their roles, suspensions and audit trail, and the suspend and restore
// actions (the server checks, keeps the reason and audits). Toasts say what the server answered.
import { useCallback, useState } from 'react'
import { notifications } from '@mantine/notifications'
import { changeAccount, fetchUserRecord, type AccountAction } from '@/backend/admin-users-api.ts'
import { i18n } from '@/i18n/index.ts'
import { serverRefusalKey } from '@/lib/server-messages.ts'
import type { Names } from '../admin-rows.ts'
import { loadNames } from '../names.ts'
import { parseUserRecord, type UserRecord } from '../user-rows.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'

export const PERSON_AUDIT_SHOWN = 20

export interface PersonView {
  record: UserRecord | null
  names: Names
  loading: boolean
  failed: boolean
  changing: boolean
  /** True when the server made the change. */
  change(action: AccountAction, reason: string, person: string): Promise<boolean>
}

async function readRecord(userId: string) {
  const result = await fetchUserRecord(userId, PERSON_AUDIT_SHOWN)
  if (!result.ok) throw new Error(result.error.message)
  const record = parseUserRecord(result.value)
  const people = [
    ...record.suspensions.flatMap((s) => [s.suspended_by, s.restored_by]),
    ...record.audit.map((a) => a.actor_id),
  ].filter((id): id is string => id !== null)
  const organizations = record.roles.flatMap((r) => (r.organization_id ? [r.organization_id] : []))
  return { record, names: await loadNames(people, organizations) }
}

const NO_NAMES: Names = new Map()

export function useUserRecord(userId: string | null, onChanged: () => void): PersonView {
  const read = useCallback(() => readRecord(userId ?? ''), [userId])
  const view = useRemoteRead(userId !== null, read, 'The person’s record')
  const [changing, setChanging] = useState(false)
  const { refresh } = view

  const change = useCallback(
    async (action: AccountAction, reason: string, person: string) => {
      if (!userId) return false
      setChanging(true)
      const result = await changeAccount(userId, action, reason.trim())
      setChanging(false)
      if (result.ok) {
        notifications.show({
          color: 'green',
          title: i18n.t(action === 'suspend' ? 'admin:users.suspended' : 'admin:users.restored'),
          message: i18n.t(
            action === 'suspend' ? 'admin:users.suspendedMessage' : 'admin:users.restoredMessage',
            { person },
          ),
        })
      } else {
        notifications.show({
          color: 'red',
          title: i18n.t('admin:users.notChanged'),
          message: i18n.t(serverRefusalKey(result.error.message) as never),
        })
      }
      await Promise.all([refresh(), onChanged()])
      return result.ok
    },
    [userId, refresh, onChanged],
  )

  return {
    record: view.value?.record ?? null,
    names: view.value?.names ?? NO_NAMES,
    loading: view.loading,
    failed: view.failed,
    changing,
    change,
  }
}
