import { useState } from 'react'
import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { RoleBadge, useRoleName } from '@/features/roles/index.ts'
import { PageSection } from '@/ui/PageSection.tsx'
import { usePersonRoles } from '../hooks/usePersonRoles.ts'
import { permissionLabel } from '../permission-label.ts'
import {
  effectivePermissions,
  inForce,
  type PermissionMatrix,
  type PersonRole,
} from '../rbac-rows.ts'
import type { FoundUser } from '../user-rows.ts'
import { formatMoment as when } from '@/i18n/formats.ts'
import { GrantRoleForm } from './GrantRoleForm.tsx'
import { RevokeRoleDialog } from './RevokeRoleDialog.tsx'

interface Props {
  person: FoundUser
  matrix: PermissionMatrix | null
  canChange: boolean
  offline: boolean
}

/** One person's roles (every status, with scope and expiry), what they may do, and changes. */
export function PersonRolesPanel({ person, matrix, canChange, offline }: Props) {
  const { t } = useTranslation('admin')
  const roleName = useRoleName()
  const name = person.full_name ?? t('unnamed')
  const view = usePersonRoles(person.user_id, name)
  const [revoking, setRevoking] = useState<PersonRole | null>(null)
  const now = Date.now()
  const scope = (r: PersonRole) =>
    [
      t(`users.roleStatus.${r.status}`, { defaultValue: r.status }),
      r.organization_name ?? '',
      [...r.trade_scope, ...r.region_scope].join(', '),
      r.expires_at ? t('users.expires', { date: when(r.expires_at) }) : '',
    ]
      .filter(Boolean)
      .join(' · ')
  return (
    <Card withBorder padding="md" data-testid="rbac-person">
      <Stack gap="md">
        <div>
          <Text fw={700}>{name}</Text>
          <Text size="sm" c="dimmed">
            {person.email ?? ''}
          </Text>
        </div>
        {view.failed && !view.roles ? (
          <Alert color="red">{t('users.recordFailed')}</Alert>
        ) : !view.roles ? (
          <Loader size="sm" aria-label={t('loading')} />
        ) : (
          <>
            <PageSection title={t('rbac.heldTitle')} level={3}>
              {view.roles.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('users.noRoles')}
                </Text>
              ) : (
                view.roles.map((r) => (
                  <Group
                    key={r.id}
                    justify="space-between"
                    wrap="wrap"
                    data-testid="rbac-held-role"
                  >
                    <Group gap="xs" wrap="wrap">
                      <RoleBadge role={r.role} status={r.status} label={roleName(r.role)} />
                      <Text size="xs" c="dimmed">
                        {scope(r)}
                      </Text>
                    </Group>
                    {canChange && r.status === 'active' && r.role !== 'customer' ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setRevoking(r)}
                        disabled={offline}
                        aria-label={`${t('rbac.revoke')}: ${roleName(r.role)}`}
                      >
                        {t('rbac.revoke')}
                      </Button>
                    ) : null}
                  </Group>
                ))
              )}
            </PageSection>
            <PageSection title={t('rbac.effectiveTitle')} level={3}>
              {!matrix ? (
                <Loader size="sm" aria-label={t('loading')} />
              ) : (
                <EffectivePermissions roles={view.roles} matrix={matrix} now={now} />
              )}
            </PageSection>
            {canChange ? (
              <GrantRoleForm
                person={name}
                busy={view.busy}
                offline={offline}
                onGrant={view.grant}
              />
            ) : null}
          </>
        )}
      </Stack>
      <RevokeRoleDialog
        opened={revoking !== null}
        title={
          revoking ? t('rbac.revokeTitle', { role: roleName(revoking.role), person: name }) : ''
        }
        busy={view.busy}
        onClose={() => setRevoking(null)}
        onRevoke={(reason) =>
          revoking ? view.revoke(revoking, reason, roleName(revoking.role)) : Promise.resolve(false)
        }
      />
    </Card>
  )
}

function EffectivePermissions({
  roles,
  matrix,
  now,
}: {
  roles: PersonRole[]
  matrix: PermissionMatrix
  now: number
}) {
  const { t } = useTranslation('admin')
  const roleName = useRoleName()
  const list = effectivePermissions(roles, matrix, now)
  if (list.length === 0 || !roles.some((r) => inForce(r, now))) {
    return (
      <Text size="sm" c="dimmed">
        {t('rbac.noPermissions')}
      </Text>
    )
  }
  const described = new Map(matrix.permissions.map((p) => [p.name, p]))
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {list.map((p) => {
        const info = described.get(p.permission)
        return (
          <li key={p.permission} data-testid="rbac-permission">
            <Text size="sm">
              <Text span ff="monospace" size="sm">
                {p.permission}
              </Text>
              {info ? ` · ${permissionLabel(t, info)}` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {t('rbac.from', { roles: p.from.map(roleName).join(', ') })}
            </Text>
          </li>
        )
      })}
    </Stack>
  )
}
