// One organization's members and join requests, read online, and what its administrators do to
// them. Every toast reports what the server answered; both lists are read again after a change.
import { useCallback } from 'react'
import {
  decideJoinRequest,
  fetchJoinRequests,
  fetchOrganizationMembers,
  grantOrganizationRole,
  revokeOrganizationRole,
} from '@/backend/group-admin-api.ts'
import { useRoleName } from '@/features/roles/index.ts'
import { i18n } from '@/i18n/index.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'
import {
  parseJoinRequests,
  parseMembers,
  type HeldRole,
  type JoinRequest,
  type Member,
} from '../group-admin-rows.ts'
import { showDone, showRefusal } from '../refusal.ts'

const nameOf = (person: { full_name: string | null }) =>
  person.full_name ?? i18n.t('groupAdmin:unnamed')

export function useOrganizationPeople(organizationId: string | null, enabled: boolean) {
  const roleName = useRoleName()
  const on = enabled && organizationId !== null
  const readMembers = useCallback(async () => {
    const result = await fetchOrganizationMembers(organizationId ?? '')
    if (!result.ok) throw new Error(result.error.message)
    return parseMembers(result.value)
  }, [organizationId])
  const readRequests = useCallback(async () => {
    const result = await fetchJoinRequests(organizationId ?? '')
    if (!result.ok) throw new Error(result.error.message)
    return parseJoinRequests(result.value)
  }, [organizationId])
  const members = useRemoteRead(on, readMembers, 'The organization’s members')
  const requests = useRemoteRead(on, readRequests, 'The organization’s join requests')
  const refreshMembers = members.refresh
  const refreshRequests = requests.refresh
  const refresh = useCallback(
    () => Promise.all([refreshMembers(), refreshRequests()]).then(() => undefined),
    [refreshMembers, refreshRequests],
  )

  const decide = useCallback(
    async (request: JoinRequest, approve: boolean, note: string): Promise<boolean> => {
      const result = await decideJoinRequest(request.id, approve, note)
      const values = { name: nameOf(request), role: roleName(request.requested_role) }
      if (result.ok)
        showDone(
          approve ? 'requests.approved' : 'requests.rejected',
          i18n.t(
            approve ? 'groupAdmin:requests.approvedMessage' : 'groupAdmin:requests.rejectedMessage',
            values,
          ),
        )
      else await showRefusal('requests.notDecided', result.error.message)
      await refresh()
      return result.ok
    },
    [refresh, roleName],
  )

  const grant = useCallback(
    async (member: Member, role: string, reason: string): Promise<boolean> => {
      if (!organizationId) return false
      const result = await grantOrganizationRole(organizationId, member.user_id, role, reason)
      if (result.ok)
        showDone(
          'members.given',
          i18n.t('groupAdmin:members.givenMessage', { name: nameOf(member), role: roleName(role) }),
        )
      else await showRefusal('members.notGiven', result.error.message)
      await refresh()
      return result.ok
    },
    [organizationId, refresh, roleName],
  )

  const revoke = useCallback(
    async (member: Member, held: HeldRole, reason: string): Promise<boolean> => {
      const result = await revokeOrganizationRole(held.id, reason)
      if (result.ok)
        showDone(
          'members.removed',
          i18n.t('groupAdmin:members.removedMessage', {
            name: nameOf(member),
            role: roleName(held.role),
          }),
        )
      else await showRefusal('members.notRemoved', result.error.message)
      await refresh()
      return result.ok
    },
    [refresh, roleName],
  )

  return { members, requests, refresh, decide, grant, revoke }
}
