import type { ReactNode } from 'react'
import { Box } from '@mantine/core'
import { NavigationIntelligenceProvider } from '@/features/navigation/index.ts'
import { PwaLayer } from '@/features/pwa/index.ts'
import { SyncProgressLine } from '@/features/sync-status/index.ts'
import { Breadcrumbs } from './Breadcrumbs.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { PrefetchProvider } from './prefetch.tsx'
import { ShellOverlays } from './ShellOverlays.tsx'
import { useDocumentTitle } from './useDocumentTitle.ts'
import { useRouteFocus } from './useRouteFocus.ts'

/** The frame around every page (spec section 2): header, breadcrumb, page, footer, mobile bars. */
export function AppLayout({ children }: { children: ReactNode }) {
  useDocumentTitle()
  useRouteFocus()
  return (
    <PrefetchProvider>
      <NavigationIntelligenceProvider>
        <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
          <Header />
          <SyncProgressLine />
          <PwaLayer />
          <Breadcrumbs />
          <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
            {children}
          </Box>
          <Footer />
        </Box>
        <ShellOverlays />
      </NavigationIntelligenceProvider>
    </PrefetchProvider>
  )
}
