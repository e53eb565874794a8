import { useEffect, useMemo, type ReactNode } from 'react'
import { notifications } from '@mantine/notifications'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { signOut } from '@/features/auth/index.ts'
import { NavigationContext, type NavigationActions } from './context.ts'
import { useContextSync } from './hooks/useContextSync.ts'
import { usePageTracking } from './hooks/usePageTracking.ts'
import { skillLevelOf } from './model/context-rules.ts'
import * as service from './navigation.service.ts'
import { navigationStore } from './navigation.store.ts'
import { isPaletteShortcut, paletteAttached, togglePalette } from './palette-door.ts'

function Runtime({ children }: { children: ReactNode }) {
  const { t } = useTranslation('navigation')
  const navigate = useNavigate()
  usePaletteShortcutBeforeLoad()
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
        if (action === 'cmd:open-palette') return togglePalette()
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
      openPalette: togglePalette,
    }
  }, [navigate, t])

  return <NavigationContext.Provider value={actions}>{children}</NavigationContext.Provider>
}

/** Ctrl/Cmd+K pressed before the palette's chunk has loaded opens it once loaded. */
function usePaletteShortcutBeforeLoad() {
  useEffect(() => {
    const isMac = /Mac|iPod|iPhone|iPad/.test(navigator.platform)
    const onKey = (event: KeyboardEvent) => {
      if (paletteAttached() || event.defaultPrevented || !isPaletteShortcut(event, isMac)) return
      event.preventDefault()
      togglePalette()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}

/** The navigation helper around the app: context and tracking (the palette is PaletteLayer). */
export function NavigationIntelligenceProvider({ children }: { children: ReactNode }) {
  return <Runtime>{children}</Runtime>
}
