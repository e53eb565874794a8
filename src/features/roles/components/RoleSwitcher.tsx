import { ActionIcon, Badge, Menu, Text } from '@mantine/core'
import { IconCheck, IconUserCog } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { activeRoleOf, requestRoleSwitch, rolesStore } from '../roles.store.ts'
import { useRoleName } from '../useRoleName.ts'

/** Lists the user's roles; the current one and every entry during a switch are disabled. */
export function RoleSwitcher() {
  const { t } = useTranslation('shell')
  const snap = useSnapshot(rolesStore)
  const roleName = useRoleName()
  const active = activeRoleOf(snap)
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="dark" size="lg" aria-label={t('roles.open')}>
          <IconUserCog size={22} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('roles.title')}</Menu.Label>
        {snap.roles.length === 0 ? (
          <Text c="dimmed" size="sm" px="sm" py="xs">
            {t('roles.empty')}
          </Text>
        ) : (
          snap.roles.map((r) => (
            <Menu.Item
              key={r.id}
              disabled={snap.switching || r.role === active}
              leftSection={
                r.role === active ? <IconCheck size={14} aria-label={t('roles.current')} /> : null
              }
              rightSection={
                r.status === 'pending' ? (
                  <Badge variant="light" color="gray" size="xs">
                    {t('roles.pending')}
                  </Badge>
                ) : null
              }
              onClick={() => void requestRoleSwitch(r.role, r.organization_id)}
            >
              {roleName(r.role)}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  )
}
