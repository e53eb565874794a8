// One person's roles on /admin/rbac, and granting and revoking them (the server checks, keeps
// the reason and audits). Toasts say what the server answered.
import { useCallback, useState } from 'react'
import { notifications } from '@mantine/notifications'
import { fetchPersonRoles, grantRole, revokeRole, type RoleGrant } from '@/backend/rbac-api.ts'
import type { ApiResult } from '@/backend/rows.ts'
import { i18n } from '@/i18n/index.ts'
import { serverRefusalKey } from '@/lib/server-messages.ts'
import { parsePersonRoles, type PersonRole } from '../rbac-rows.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'

export interface PersonRoles {
  roles: PersonRole[] | null
  loading: boolean
  failed: boolean
  busy: boolean
  grant(grant: Omit<RoleGrant, 'userId'>, roleLabel: string): Promise<boolean>
  revoke(role: PersonRole, reason: string, roleLabel: string): Promise<boolean>
}

export function usePersonRoles(userId: string | null, person: string): PersonRoles {
  const read = useCallback(async () => {
    const result = await fetchPersonRoles(userId ?? '')
    if (!result.ok) throw new Error(result.error.message)
    return parsePersonRoles(result.value)
  }, [userId])
  const view = useRemoteRead(userId !== null, read, 'The person’s roles')
  const [busy, setBusy] = useState(false)
  const { refresh } = view

  const run = useCallback(
    async (call: Promise<ApiResult<void>>, done: string, message: string) => {
      setBusy(true)
      const result = await call
      setBusy(false)
      notifications.show(
        result.ok
          ? { color: 'green', title: i18n.t(done as never), message }
          : {
              color: 'red',
              title: i18n.t('admin:rbac.notChanged'),
              message: i18n.t(serverRefusalKey(result.error.message) as never),
            },
      )
      await refresh()
      return result.ok
    },
    [refresh],
  )

  const grant = useCallback(
    (g: Omit<RoleGrant, 'userId'>, roleLabel: string) =>
      userId
        ? run(
            grantRole({ ...g, userId }),
            'admin:rbac.granted',
            i18n.t('admin:rbac.grantedMessage', { person, role: roleLabel }),
          )
        : Promise.resolve(false),
    [run, userId, person],
  )
  const revoke = useCallback(
    (role: PersonRole, reason: string, roleLabel: string) =>
      run(
        revokeRole(role.id, reason),
        'admin:rbac.revoked',
        i18n.t('admin:rbac.revokedMessage', { person, role: roleLabel }),
      ),
    [run, person],
  )

  return {
    roles: view.value,
    loading: view.loading,
    failed: view.failed,
    busy,
    grant,
    revoke,
  }
}
