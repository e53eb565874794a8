import { useMemo, type ReactNode } from 'react'
import { notifications } from '@mantine/notifications'
import { useNavigate } from '@tanstack/react-router'
import { KBarProvider, useKBar } from 'kbar'
import { useTranslation } from 'react-i18next'
import { signOut } from '@/features/auth/index.ts'
import { NavigationContext, type NavigationActions } from './context.ts'
import { useContextSync } from './hooks/useContextSync.ts'
import { usePageTracking } from './hooks/usePageTracking.ts'
import { skillLevelOf } from './model/context-rules.ts'
import * as service from './navigation.service.ts'
import { navigationStore } from './navigation.store.ts'

function Runtime({ children }: { children: ReactNode }) {
  const { t } = useTranslation('navigation')
  const navigate = useNavigate()
  const { query } = useKBar()
  useContextSync()
  usePageTracking()

  const actions = useMemo<NavigationActions>(() => {
    const toggleAdvanced = async () => {
      const on = await service.toggleAdvancedFeatures()
      notifications.show({ message: t(on ? 'toasts.advancedOn' : 'toasts.advancedOff') })
    }
    const go = (to: string) => navigate({ to: to as '/' })
    return {
      async run(action) {
        if (action.startsWith('/')) return go(action)
        if (action === 'cmd:open-palette') return query.toggle()
        if (action === 'cmd:toggle-advanced') return toggleAdvanced()
        if (action === 'cmd:sign-out') return void signOut()
        if (action === 'cmd:get-started') {
          void service.startOnboarding()
          return go(navigationStore.isSignedIn ? '/onboarding' : '/auth')
        }
        if (action.startsWith('cmd:level:')) {
          const level = skillLevelOf(action.slice('cmd:level:'.length))
          void service.setSkillLevel(level)
          notifications.show({
            message: t('toasts.levelChanged', { level: t(`palette.levels.${level}`) }),
          })
        }
      },
      track: service.track,
      recordActivity: service.recordActivity,
      dismissTooltip: service.dismissTooltip,
      setSkillLevel: service.setSkillLevel,
      toggleAdvancedFeatures: toggleAdvanced,
      openPalette: () => query.toggle(),
    }
  }, [navigate, query, t])

  return <NavigationContext.Provider value={actions}>{children}</NavigationContext.Provider>
}

/** The navigation helper around the app: context, tracking and the palette's keyboard layer. */
export function NavigationIntelligenceProvider({ children }: { children: ReactNode }) {
  return (
    <KBarProvider options={{ enableHistory: false, disableScrollbarManagement: true }}>
      <Runtime>{children}</Runtime>
    </KBarProvider>
  )
}
