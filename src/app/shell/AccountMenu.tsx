import { Avatar, Menu, UnstyledButton } from '@mantine/core'
import { IconLayoutDashboard, IconLogout, IconSettings, IconUser } from '@tabler/icons-react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { signOut, useAuthView } from '@/features/auth/index.ts'
import { activeRoleOf, rolesStore } from '@/features/roles/index.ts'
import { dashboardPathFor } from '@/lib/dashboard.ts'
import { avatarInitials } from '@/lib/initials.ts'

/** The signed-in user's avatar (initials rule) with dashboard, profile, settings, sign out. */
export function AccountMenu() {
  const { t } = useTranslation('shell')
  const auth = useAuthView()
  const roles = useSnapshot(rolesStore)
  const navigate = useNavigate()
  const dashboard = dashboardPathFor(activeRoleOf(roles), roles.roles)
  const onSignOut = async () => {
    await signOut()
    await navigate({ to: '/auth' })
  }
  const initials = avatarInitials(auth.fullName, auth.user?.email)
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* The name starts with the initials it shows, so "click MT" works by voice. */}
        <UnstyledButton data-tip-anchor="account" aria-label={t('account.menu', { initials })}>
          <Avatar color="orange" radius="xl">
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={dashboard} leftSection={<IconLayoutDashboard size={16} />}>
          {t('account.dashboard')}
        </Menu.Item>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          {t('account.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          {t('account.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void onSignOut()}>
          {t('account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
