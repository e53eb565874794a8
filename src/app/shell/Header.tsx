import { Burger, Button, Container, Group } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { useFirstContent } from '@/data/shell.ts'
import { useAuthView } from '@/features/auth/index.ts'
import { SearchButton } from '@/features/navigation/index.ts'
import { holdsRole, rolesStore } from '@/features/roles/index.ts'
import { afterMount } from '@/lib/after-mount.tsx'
import { ErrorPanel } from '@/ui/ErrorPanel.tsx'
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx'
import { LanguageSwitch } from './LanguageSwitch.tsx'
import { useMemberShell } from './member-shell.ts'
import { useScrolled } from './useScrolled.ts'
import classes from './Header.module.css'

// Shown from the page's first content on (the side menu closed until a tap): their code
// follows the page instead of coming with the entry.
const DesktopNav = afterMount('navigation menus', () =>
  import('./deferred.ts').then((m) => m.DesktopNav),
)
const MobileMenu = afterMount('side menu', () => import('./deferred.ts').then((m) => m.MobileMenu))

function NavIssue() {
  const { t } = useTranslation('errors')
  return <ErrorPanel compact title={t('navigationIssue')} body={t('navigationIssueBody')} />
}

/**
 * Wordmark, navigation, account controls; opaque once the page scrolls past 20 px. On a load,
 * the navigation menus and account controls follow the page's first content (load-phases.ts).
 */
export function Header() {
  const { t } = useTranslation(['shell', 'common'])
  const scrolled = useScrolled(20)
  const auth = useAuthView()
  const roles = useSnapshot(rolesStore)
  const controls = useFirstContent()
  const [menuOpen, menu] = useDisclosure(false)
  const member = useMemberShell()

  return (
    <header className={classes.header} data-scrolled={scrolled} data-testid="app-header">
      <a href="#main" className={classes.skip}>
        {t('shell:skipToContent')}
      </a>
      <Container size="xl" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Burger
              hiddenFrom="lg"
              opened={menuOpen}
              onClick={menu.toggle}
              size="sm"
              aria-label={menuOpen ? t('shell:closeMenu') : t('shell:openMenu')}
            />
            <Link to="/" className={classes.wordmark} aria-label={t('shell:homeLink')}>
              {t('common:productName')}
            </Link>
          </Group>
          {controls ? (
            <ErrorBoundary fallback={() => <NavIssue />}>
              <DesktopNav signedIn={auth.isAuthenticated} />
            </ErrorBoundary>
          ) : (
            <div />
          )}
          <Group gap="xs" wrap="nowrap" className={classes.controls}>
            {/* Signed-in headers carry the menus too: the button yields the space below xl. */}
            {holdsRole(roles, 'craftsman') ? null : (
              <Button
                component={Link}
                to="/craftsman-register"
                variant="light"
                visibleFrom={auth.isAuthenticated ? 'xl' : 'sm'}
              >
                {t('shell:joinAsCraftsman')}
              </Button>
            )}
            {controls ? <SearchButton /> : null}
            {/* Below md the side menu offers the language: the phone header has no room. */}
            {controls ? <LanguageSwitch visibleFrom="md" /> : null}
            {!controls ? null : auth.isAuthenticated ? (
              member && <member.HeaderControls />
            ) : (
              <Button component={Link} to="/auth">
                {t('shell:signIn')}
              </Button>
            )}
          </Group>
        </Group>
      </Container>
      {controls ? (
        <MobileMenu opened={menuOpen} onClose={menu.close} signedIn={auth.isAuthenticated} />
      ) : null}
    </header>
  )
}
