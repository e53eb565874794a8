import { Stack } from '@mantine/core'
import { useSnapshot } from 'valtio'
import { authStore } from '@/features/auth/index.ts'
import type { ManagedOrganization } from '../group-admin-rows.ts'
import type { useOrganizationPeople } from '../hooks/useOrganizationPeople.ts'
import { GroupRemoteState } from './GroupRemoteState.tsx'
import { MemberCard } from './MemberCard.tsx'

/** The organization's people, its owner first. */
export function MembersPanel({
  organization,
  people,
  offline,
}: {
  organization: ManagedOrganization
  people: ReturnType<typeof useOrganizationPeople>
  offline: boolean
}) {
  const me = useSnapshot(authStore).user?.id ?? null
  return (
    <GroupRemoteState read={people.members} offline={offline}>
      {(members) => (
        <Stack gap="sm">
          {members.map((member) => (
            <MemberCard
              key={member.user_id}
              member={member}
              me={me}
              canMakeAdmins={organization.can_make_admins}
              offline={offline}
              onGrant={people.grant}
              onRevoke={people.revoke}
            />
          ))}
        </Stack>
      )}
    </GroupRemoteState>
  )
}
