import { Suspense, type ReactNode } from 'react'
import { Box } from '@mantine/core'
import { NavigationIntelligenceProvider } from '@/features/navigation/index.ts'
import { PwaLayer } from '@/features/pwa/index.ts'
import { afterMount } from '@/lib/after-mount.tsx'
import { PendingPage } from '../errors/PendingPage.tsx'
import { Breadcrumbs } from './Breadcrumbs.tsx'
import { Footer } from './Footer.tsx'
import { useMemberShell } from './member-shell.ts'
import { Header } from './Header.tsx'
import { PrefetchProvider } from './prefetch.tsx'
import { useDocumentTitle } from './useDocumentTitle.ts'
import { useRouteFocus } from './useRouteFocus.ts'

// Drawn from the page's first content on: their code follows the page.
const ShellOverlays = afterMount('shell overlays', () =>
  import('./deferred.ts').then((m) => m.ShellOverlays),
)

/**
 * The frame around every page (spec section 2): header, breadcrumb, page, footer, mobile bars.
 * Each part is its own Suspense boundary: hydrating a prerendered page (main.tsx), React then
 * takes them one at a time in short slices instead of in one long task.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  useDocumentTitle()
  useRouteFocus()
  const member = useMemberShell()
  return (
    <PrefetchProvider>
      <NavigationIntelligenceProvider>
        <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
          <Suspense>
            <Header />
          </Suspense>
          {member && <member.ProgressLine />}
          <PwaLayer />
          <Suspense>
            <Breadcrumbs />
          </Suspense>
          <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
            <Suspense fallback={<PendingPage />}>{children}</Suspense>
          </Box>
          <Suspense>
            <Footer />
          </Suspense>
        </Box>
        <ShellOverlays />
      </NavigationIntelligenceProvider>
    </PrefetchProvider>
  )
}
