import { useState } from 'react'
import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { RoleBadge, useRoleName } from '@/features/roles/index.ts'
import { formatDay } from '@/i18n/formats.ts'
import { grantableRoles, type HeldRole, type Member } from '../group-admin-rows.ts'
import { RoleReasonDialog } from './RoleReasonDialog.tsx'

const STATUS_COLOR = { active: 'green', pending: 'blue', suspended: 'orange' } as const

interface Props {
  member: Member
  me: string | null
  canMakeAdmins: boolean
  offline: boolean
  onGrant(member: Member, role: string, reason: string): Promise<boolean>
  onRevoke(member: Member, held: HeldRole, reason: string): Promise<boolean>
}

/** One person of the organization with their roles in it; administrators give and remove them. */
export function MemberCard({ member, me, canMakeAdmins, offline, onGrant, onRevoke }: Props) {
  const { t } = useTranslation('groupAdmin')
  const roleName = useRoleName()
  const [giving, setGiving] = useState(false)
  const [removing, setRemoving] = useState<HeldRole | null>(null)
  const name = member.full_name ?? t('unnamed')
  const changeable = (role: string) =>
    !member.is_owner && member.user_id !== me && (canMakeAdmins || role !== 'company')
  const toGive = member.is_owner ? [] : grantableRoles(member, canMakeAdmins)
  return (
    <Card withBorder padding="sm" data-testid="org-member">
      <Group justify="space-between" align="start" wrap="wrap">
        <Stack gap={6}>
          <Group gap="xs">
            <Anchor
              fw={600}
              renderRoot={(p) => (
                <Link to="/profile/$userId" params={{ userId: member.user_id }} {...p} />
              )}
            >
              {name}
            </Anchor>
            {member.is_owner ? (
              <Badge size="sm" variant="filled">
                {t('owner')}
              </Badge>
            ) : null}
          </Group>
          {member.since ? (
            <Text size="xs" c="dimmed">
              {t('members.since', { date: formatDay(member.since) })}
            </Text>
          ) : null}
          <Group gap={6}>
            {member.roles.map((held) => (
              <Group key={held.id} gap={2} wrap="nowrap" data-testid="org-member-role">
                <RoleBadge role={held.role} label={roleName(held.role)} />
                {held.status !== 'active' ? (
                  <Badge size="xs" variant="light" color={STATUS_COLOR[held.status]}>
                    {t(`members.status.${held.status}`)}
                  </Badge>
                ) : null}
                {changeable(held.role) && held.status !== 'suspended' ? (
                  <Tooltip label={t('members.remove', { role: roleName(held.role) })} withArrow>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="red"
                      disabled={offline}
                      aria-label={`${t('members.remove', { role: roleName(held.role) })}: ${name}`}
                      onClick={() => setRemoving(held)}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            ))}
          </Group>
        </Stack>
        {member.is_owner || member.user_id === me ? null : (
          <Button
            size="xs"
            variant="light"
            disabled={offline || toGive.length === 0}
            title={toGive.length === 0 ? t('members.nothingToGive') : undefined}
            onClick={() => setGiving(true)}
            aria-label={`${t('members.give')}: ${name}`}
          >
            {t('members.give')}
          </Button>
        )}
      </Group>
      {giving ? (
        <RoleReasonDialog
          title={`${t('members.give')}: ${name}`}
          confirm={t('members.giveConfirm')}
          roles={toGive.map((role) => ({ value: role, label: roleName(role) }))}
          onClose={() => setGiving(false)}
          onConfirm={(reason, role) => onGrant(member, role ?? '', reason)}
        />
      ) : null}
      {removing ? (
        <RoleReasonDialog
          title={t('members.removeTitle', { role: roleName(removing.role), name })}
          confirm={t('members.removeConfirm')}
          danger
          onClose={() => setRemoving(null)}
          onConfirm={(reason) => onRevoke(member, removing, reason)}
        />
      ) : null}
    </Card>
  )
}
