import { MantineProvider, mergeThemeOverrides } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { RouterProvider } from '@tanstack/react-router'
import { useMemo } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { AccessGate } from '@/features/crawler/index.ts'
import { i18n } from '@/i18n/index.ts'
import { GlobalErrorBoundary } from './errors/GlobalErrorBoundary.tsx'
import type { AppRouter } from './router.ts'
import { closeButtonDefaults, cssVariablesResolver, theme } from './theme.ts'
import toastClasses from './toasts.module.css'

/** Toasts stay above dialogs but below an open menu or popover (Mantine: modal 200, popover
 * 300): a toast arriving as the user opens the bell or the account menu must not cover it. */
const TOAST_Z_INDEX = 250

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
          <Notifications position="top-right" zIndex={TOAST_Z_INDEX} classNames={toastClasses} />
          <AccessGate>
            <RouterProvider router={router} />
          </AccessGate>
        </GlobalErrorBoundary>
      </MantineProvider>
    </I18nextProvider>
  )
}
