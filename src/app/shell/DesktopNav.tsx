import { Button, Group, Menu } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { isAdmin, rolesStore } from '@/features/roles/index.ts'
import { navGroupsFor, type NavGroup, type NavItem } from './nav-config.ts'
import { useHoverPrefetch } from './prefetch.tsx'

function GroupItem({ item }: { item: NavItem }) {
  const { t } = useTranslation('shell')
  const hover = useHoverPrefetch(item.to)
  return (
    <Menu.Item component={Link} to={item.to} {...hover}>
      {t(`nav.items.${item.key}` as 'nav.items.findJobs')}
    </Menu.Item>
  )
}

function GroupMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation('shell')
  return (
    <Menu
      trigger="click-hover"
      openDelay={60}
      closeDelay={150}
      position="bottom-start"
      withinPortal
    >
      <Menu.Target>
        <Button variant="subtle" color="dark" rightSection={<IconChevronDown size={14} />} px="xs">
          {t(`nav.groups.${group.key}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {group.items.map((item) => (
          <GroupItem key={item.key} item={item} />
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}

/** Home plus the dropdown groups (signed in) and the admin section (admins); large screens. */
export function DesktopNav({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('shell')
  const roles = useSnapshot(rolesStore)
  const groups = navGroupsFor(signedIn, isAdmin(roles))
  return (
    <Group
      component="nav"
      aria-label={t('mainNav')}
      gap={2}
      visibleFrom="lg"
      wrap="nowrap"
      data-testid="desktop-nav"
    >
      <Button component={Link} to="/" variant="subtle" color="dark" px="xs">
        {t('nav.home')}
      </Button>
      {groups.map((group) => (
        <GroupMenu key={group.key} group={group} />
      ))}
    </Group>
  )
}
