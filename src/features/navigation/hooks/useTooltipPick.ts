// Spec section 4: about 2 s after load or a route change, the highest-priority eligible tooltip
// whose target exists is shown (and tracked).
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { tooltipRolesOf } from '../model/context-rules.ts'
import { pickTooltip, TOOLTIP_DELAY_MS, type TooltipDefinition } from '../model/tooltips.ts'
import { navigationStore as store } from '../navigation.store.ts'
import { track } from '../navigation.service.ts'

export function useTooltipPick(): [TooltipDefinition | null, () => void] {
  const { currentPath, isReady, userId, preferences } = useSnapshot(store)
  const [shown, setShown] = useState<TooltipDefinition | null>(null)

  useEffect(() => {
    setShown(null)
    if (!isReady) return
    const timer = setTimeout(() => {
      const def = pickTooltip(
        {
          path: store.currentPath,
          // A role holder without a profile yet is on that side for the tips too.
          roles: store.profileSide
            ? [...tooltipRolesOf(store), store.profileSide]
            : tooltipRolesOf(store),
          level: store.skillLevel,
          visits: store.visits[store.currentPath] ?? 0,
          dismissed: store.preferences.dismissedTooltips,
          profileGaps: store.profileGaps,
        },
        (selector) => document.querySelector(selector) !== null,
      )
      if (!def) return
      setShown(def)
      void track('tooltip_shown', { tooltipId: def.id, category: def.category })
    }, TOOLTIP_DELAY_MS)
    return () => clearTimeout(timer)
  }, [currentPath, isReady, userId])

  // A dismissal elsewhere (another tab, settings) hides it too.
  const dismissed = shown !== null && preferences.dismissedTooltips.includes(shown.id)
  return [dismissed ? null : shown, () => setShown(null)]
}
