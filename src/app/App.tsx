import { MantineProvider, mergeThemeOverrides } from '@mantine/core'
import { RouterProvider } from '@tanstack/react-router'
import { useMemo } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { AccessGate } from '@/features/crawler/index.ts'
import { i18n } from '@/i18n/index.ts'
import { afterMount } from '@/lib/after-mount.tsx'
import { GlobalErrorBoundary } from './errors/GlobalErrorBoundary.tsx'
import type { AppRouter } from './router.ts'
import { closeButtonDefaults, cssVariablesResolver, theme } from './theme.ts'

// A toast asked for before this code arrives waits in Mantine's store and shows once it has.
const Toasts = afterMount('toasts', () => import('./shell/deferred.ts').then((m) => m.Toasts))

/** Providers, outermost first: text, theme, last-resort boundary, toasts, crawler access gate,
 * router. */
export function App({ router }: { router: AppRouter }) {
  const { t } = useTranslation('common', { i18n })
  const appTheme = useMemo(
    () => mergeThemeOverrides(theme, { components: closeButtonDefaults(t('close')) }),
    [t],
  )
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={appTheme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        <GlobalErrorBoundary>
          <Toasts />
          <AccessGate>
            <RouterProvider router={router} />
          </AccessGate>
        </GlobalErrorBoundary>
      </MantineProvider>
    </I18nextProvider>
  )
}
