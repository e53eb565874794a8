import { Badge, Drawer, Group, Loader, Stack, Text, Alert } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { authStore } from '@/features/auth/index.ts'
import { RoleBadge, useRoleName } from '@/features/roles/index.ts'
import { PageSection } from '@/ui/PageSection.tsx'
import { useUserRecord } from '../hooks/useUserRecord.ts'
import type { FoundUser } from '../user-rows.ts'
import { formatMoment as when } from '@/i18n/formats.ts'
import { AccountActionForm } from './AccountActionForm.tsx'
import { PersonHistory } from './PersonHistory.tsx'

interface Props {
  person: FoundUser | null
  offline: boolean
  onClose(): void
  onChanged(): Promise<void>
}

/** One person: who they are, the roles they hold, their account's state, and its history. */
export function PersonDrawer({ person, offline, onClose, onChanged }: Props) {
  const { t } = useTranslation('admin')
  const roleName = useRoleName()
  const auth = useSnapshot(authStore)
  const view = useUserRecord(person?.user_id ?? null, onChanged)
  const name = person?.full_name ?? t('unnamed')
  const suspension = view.record?.suspensions.find((s) => s.restored_at === null) ?? null
  const suspended = suspension !== null || (view.record === null && person?.suspended_at != null)
  return (
    <Drawer
      opened={person !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={name}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {person ? (
        <Stack gap="md">
          <Stack gap={2}>
            <Text size="sm">{person.email ?? ''}</Text>
            <Text size="sm" c="dimmed">
              {t('users.joined', { date: when(person.created_at) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('users.lastSignIn', {
                date: person.last_sign_in_at ? when(person.last_sign_in_at) : t('users.never'),
              })}
            </Text>
            <Group gap="xs" mt={4}>
              <Badge color={suspended ? 'red' : 'green'} variant="light">
                {t(suspended ? 'users.status.suspended' : 'users.status.active')}
              </Badge>
            </Group>
            {suspension ? (
              <Text size="sm">
                {t('users.suspendedSince', {
                  date: when(suspension.suspended_at),
                  person: suspension.suspended_by
                    ? (view.names.get(suspension.suspended_by) ?? t('unnamed'))
                    : '—',
                  reason: suspension.reason,
                })}
              </Text>
            ) : null}
          </Stack>
          {view.failed && !view.record ? (
            <Alert color="red">{t('users.recordFailed')}</Alert>
          ) : !view.record ? (
            <Loader size="sm" aria-label={t('loading')} />
          ) : (
            <>
              <PageSection title={t('users.rolesTitle')} level={3}>
                {view.record.roles.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('users.noRoles')}
                  </Text>
                ) : (
                  view.record.roles.map((r) => (
                    <Group key={r.id} gap="xs" wrap="wrap">
                      <RoleBadge role={r.role} status={r.status} label={roleName(r.role)} />
                      <Text size="xs" c="dimmed">
                        {[
                          t(`users.roleStatus.${r.status}`, { defaultValue: r.status }),
                          r.organization_id ? (view.names.get(r.organization_id) ?? '') : '',
                          [...r.trade_scope, ...r.region_scope].join(', '),
                          r.expires_at ? t('users.expires', { date: when(r.expires_at) }) : '',
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Group>
                  ))
                )}
              </PageSection>
              {auth.user?.id === person.user_id ? (
                <Text size="sm" c="dimmed">
                  {t('users.ownAccount')}
                </Text>
              ) : (
                <AccountActionForm
                  key={`${person.user_id}-${suspended ? 'restore' : 'suspend'}`}
                  action={suspended ? 'restore' : 'suspend'}
                  person={name}
                  busy={view.changing}
                  offline={offline}
                  onSubmit={(action, reason) => view.change(action, reason, name)}
                />
              )}
              <PersonHistory record={view.record} names={view.names} />
            </>
          )}
        </Stack>
      ) : null}
    </Drawer>
  )
}
