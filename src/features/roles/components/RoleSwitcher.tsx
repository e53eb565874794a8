import { lazy, Suspense, useState } from 'react'
import { ActionIcon, Menu, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconCheck, IconPlus, IconUserCog, IconWifiOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { useConnectivity } from '@/data/shell.ts'
import { activeRoleOf, requestRoleSwitch, rolesStore } from '../roles.store.ts'
import { useRoleName } from '../useRoleName.ts'
import { RoleBadge } from './RoleBadge.tsx'
import { RoleIcon } from './RoleIcon.tsx'

// The request form (selects, a modal) loads the first time someone opens it.
const RequestRoleDialog = lazy(() => import('./RequestRoleDialog.tsx'))

/** Lists the user's roles; the current one and every entry during a switch are disabled. */
export function RoleSwitcher() {
  const { t } = useTranslation('shell')
  const { t: tr } = useTranslation('roles')
  const snap = useSnapshot(rolesStore)
  const roleName = useRoleName()
  const { online } = useConnectivity()
  const [requesting, dialog] = useDisclosure(false)
  // Mounted from the first opening on, so that closing it still animates.
  const [requested, setRequested] = useState(false)
  if (requesting && !requested) setRequested(true)
  const active = activeRoleOf(snap)
  const isDisabled = (r: (typeof snap.roles)[number]) =>
    snap.switching || r.role === active || r.status === 'pending'
  // The opened menu focuses its first item that can be chosen: a disabled one cannot take focus,
  // which left focus (and Escape) on the button.
  const firstEnabled = snap.roles.find((r) => !isDisabled(r))?.id ?? null
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="dark" size="lg" aria-label={t('roles.open')}>
            <IconUserCog size={22} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('roles.title')}</Menu.Label>
          {!online && (
            <Text size="xs" c="dimmed" px="sm" pb="xs" maw={260}>
              <IconWifiOff size={12} aria-hidden /> {tr('offlineSwitch')}
            </Text>
          )}
          {snap.roles.length === 0 ? (
            <Text c="dimmed" size="sm" px="sm" py="xs">
              {t('roles.empty')}
            </Text>
          ) : (
            snap.roles.map((r) => (
              <Menu.Item
                key={r.id}
                disabled={isDisabled(r)}
                data-autofocus={r.id === firstEnabled || undefined}
                leftSection={
                  r.role === active ? (
                    <IconCheck size={14} aria-label={t('roles.current')} />
                  ) : (
                    <RoleIcon role={r.role} size={14} />
                  )
                }
                rightSection={
                  r.status === 'pending' ? (
                    <RoleBadge role={r.role} status="pending" label={t('roles.pending')} />
                  ) : r.role === active ? (
                    <RoleBadge role={r.role} label={t('roles.current')} />
                  ) : null
                }
                onClick={() => void requestRoleSwitch(r.role, r.organization_id)}
              >
                {roleName(r.role)}
              </Menu.Item>
            ))
          )}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconPlus size={14} />}
            onClick={dialog.open}
            data-autofocus={firstEnabled === null || undefined}
          >
            {tr('requestRole')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {requested ? (
        <Suspense fallback={null}>
          <RequestRoleDialog opened={requesting} onClose={dialog.close} />
        </Suspense>
      ) : null}
    </>
  )
}
