import { Button, Drawer, NavLink, ScrollArea, Stack } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { holdsRole, isAdmin, rolesStore } from '@/features/roles/index.ts'
import { navGroupsFor } from './nav-config.ts'

interface Props {
  opened: boolean
  onClose: () => void
  signedIn: boolean
}

/** The side menu on smaller screens: the same areas as the desktop navigation. */
export function MobileMenu({ opened, onClose, signedIn }: Props) {
  const { t } = useTranslation('shell')
  const roles = useSnapshot(rolesStore)
  const groups = navGroupsFor(signedIn, isAdmin(roles))
  return (
    <Drawer opened={opened} onClose={onClose} title={t('menuTitle')} size="xs" hiddenFrom="lg">
      <ScrollArea.Autosize mah="calc(100dvh - 80px)">
        <Stack gap={4} component="nav" aria-label={t('mainNav')}>
          <NavLink component={Link} to="/" label={t('nav.home')} onClick={onClose} />
          {groups.map((group) => (
            <NavLink key={group.key} label={t(`nav.groups.${group.key}`)} childrenOffset="md">
              {group.items.map((item) => (
                <NavLink
                  key={item.key}
                  component={Link}
                  to={item.to}
                  label={t(`nav.items.${item.key}` as 'nav.items.findJobs')}
                  onClick={onClose}
                />
              ))}
            </NavLink>
          ))}
          <NavLink
            component={Link}
            to="/pricing"
            label={t('nav.items.pricingPlans')}
            onClick={onClose}
          />
          <NavLink component={Link} to="/help" label={t('nav.items.help')} onClick={onClose} />
          {holdsRole(roles, 'craftsman') ? null : (
            <Button
              component={Link}
              to="/craftsman-register"
              variant="light"
              mt="md"
              onClick={onClose}
            >
              {t('joinAsCraftsman')}
            </Button>
          )}
          {signedIn ? null : (
            <Button component={Link} to="/auth" onClick={onClose}>
              {t('signIn')}
            </Button>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Drawer>
  )
}
