import { useState } from 'react'
import { Button, Drawer, NavLink, ScrollArea, Stack } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { holdsRole, isAdmin, rolesStore } from '@/features/roles/index.ts'
import { LanguageSwitch } from './LanguageSwitch.tsx'
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
  const [expanded, setExpanded] = useState<Record<string, boolean>>({})
  return (
    <Drawer.Root opened={opened} onClose={onClose} size="xs" hiddenFrom="lg">
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A div, not Mantine's <header>: the dialog's title row is no second banner landmark. */}
        <Drawer.Header component="div">
          <Drawer.Title>{t('menuTitle')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('closeMenu')} />
        </Drawer.Header>
        <Drawer.Body>
          <ScrollArea.Autosize mah="calc(100dvh - 80px)">
            <Stack gap={4} component="nav" aria-label={t('mainNav')}>
              <NavLink component={Link} to="/" label={t('nav.home')} onClick={onClose} />
              {groups.map((group) => {
                const isOpen = expanded[group.key] === true
                return (
                  // A group is a button (a link without href takes no keyboard focus).
                  <NavLink
                    key={group.key}
                    component="button"
                    type="button"
                    label={t(`nav.groups.${group.key}`)}
                    childrenOffset="md"
                    opened={isOpen}
                    onChange={(next) => setExpanded((e) => ({ ...e, [group.key]: next }))}
                    aria-expanded={isOpen}
                  >
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
                )
              })}
              <NavLink
                component={Link}
                to="/pricing"
                label={t('nav.items.pricingPlans')}
                onClick={onClose}
              />
              <NavLink component={Link} to="/help" label={t('nav.items.help')} onClick={onClose} />
              <LanguageSwitch full justify="flex-start" onSwitched={onClose} />
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
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  )
}
