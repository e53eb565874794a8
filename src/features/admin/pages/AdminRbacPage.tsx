import { useState } from 'react'
import { Alert, Center, Loader, Stack } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { NeedsNetworkNotice, useNeedsNetwork } from '@/features/pwa/index.ts'
import { isAdmin, rolesStore } from '@/features/roles/index.ts'
import { ErrorPanel } from '@/ui/ErrorPanel.tsx'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { PageSection } from '@/ui/PageSection.tsx'
import { PermissionMatrixTable } from '../components/PermissionMatrixTable.tsx'
import { PersonPicker } from '../components/PersonPicker.tsx'
import { PersonRolesPanel } from '../components/PersonRolesPanel.tsx'
import { usePermissionMatrix } from '../hooks/usePermissionMatrix.ts'
import type { FoundUser } from '../user-rows.ts'

/**
 * /admin/rbac: the roles and the permissions each carries, one person's roles and what they may
 * do, and granting and revoking roles. Administrators change; security officers only read. The
 * database refuses everyone else and checks every change.
 */
export function AdminRbacPage() {
  const { t } = useTranslation(['admin', 'pages'])
  const navigate = useNavigate()
  const roles = useSnapshot(rolesStore)
  const rolesKnown = roles.checked || roles.roles.length > 0
  const admin = isAdmin(roles)
  const officer = roles.roles.some((r) => r.role === 'security_officer' && r.status === 'active')
  const allowed = admin || officer
  const network = useNeedsNetwork(t('admin:networkAction'))
  const matrix = usePermissionMatrix(allowed && !network.blocked)
  const [person, setPerson] = useState<FoundUser | null>(null)

  if (rolesKnown && !allowed) {
    return (
      <ErrorPanel
        title={t('admin:noAccessTitle')}
        body={t('admin:rbac.noAccessBody')}
        actions={[{ label: t('admin:goHome'), onClick: () => void navigate({ to: '/' }) }]}
      />
    )
  }
  return (
    <PageFrame title={t('pages:adminRbac.title')} description={t('pages:adminRbac.description')}>
      {matrix.value ? <NeedsNetworkNotice action={t('admin:networkAction')} /> : null}
      {!matrix.value && network.blocked ? (
        <Alert color="yellow" icon={<IconWifiOff size={18} />} title={t('admin:offlineTitle')}>
          {network.message}
        </Alert>
      ) : !allowed || (!matrix.value && !matrix.failed) ? (
        <Center mih={200}>
          <Loader aria-label={t('admin:loading')} />
        </Center>
      ) : (
        <Stack gap="xl">
          {officer && !admin ? <Alert color="blue">{t('admin:rbac.readOnly')}</Alert> : null}
          <PageSection title={t('admin:rbac.personTitle')}>
            <PersonPicker offline={network.blocked} value={person} onChange={setPerson} />
            {person ? (
              <PersonRolesPanel
                key={person.user_id}
                person={person}
                matrix={matrix.value}
                canChange={admin}
                offline={network.blocked}
              />
            ) : null}
          </PageSection>
          <PageSection title={t('admin:rbac.matrixTitle')}>
            {matrix.value ? (
              <PermissionMatrixTable matrix={matrix.value} />
            ) : (
              <Alert color="red">{t('admin:rbac.matrixFailed')}</Alert>
            )}
          </PageSection>
        </Stack>
      )}
    </PageFrame>
  )
}
