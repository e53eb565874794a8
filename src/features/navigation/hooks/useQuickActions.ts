// Runs quick actions (click or keyboard shortcut): opens the place, shows the spec's toast and
// tracks quick_action_clicked. Their keyboard shortcuts live with the palette (PaletteLayer.tsx).
import { useMemo } from 'react'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { afterNextPaint } from '@/lib/after-paint.ts'
import type { QuickAction } from '../model/quick-actions.ts'
import { useNavigationActions } from '../useNavigationIntelligence.ts'

export function useQuickActions(): {
  execute(action: QuickAction, source: 'click' | 'shortcut'): void
  titleOf(action: QuickAction): string
} {
  const { t } = useTranslation('navigation')
  const nav = useNavigationActions()

  return useMemo(() => {
    const titleOf = (a: QuickAction) => t(`quick.items.${a.key}` as 'quick.items.postJob')
    const execute = (a: QuickAction, source: 'click' | 'shortcut') => {
      const title = titleOf(a)
      // The toast waits for the opened page's first paint: shown while a heavy page is still
      // rendering, its timer could close it before the person ever saw it.
      void nav.run(a.path).then(() =>
        afterNextPaint(() =>
          notifications.show({
            title: t('toasts.actionExecuted'),
            message: t('toasts.actionCompleted', { title }),
          }),
        ),
      )
      void nav.track('quick_action_clicked', { actionId: a.id, title, path: a.path, source })
      void nav.recordActivity(a.path)
    }
    return { execute, titleOf }
  }, [nav, t])
}
