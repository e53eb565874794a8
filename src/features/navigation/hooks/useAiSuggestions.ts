// The AI Suggestions group: the suggestions function when online; the role's local defaults when
// offline or when the function fails (spec section 8), so the palette never depends on it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchPaletteSuggestions } from '@/backend/navigation-api.ts'
import { connectivity } from '@/data/shell.ts'
import { wantsAiRefresh } from '../model/debounce.ts'
import type { PaletteItem } from '../model/types.ts'
import { navigationStore as s } from '../navigation.store.ts'
import { suggestionTextKey } from '../model/suggestion-text.ts'

export interface AiSuggestions {
  items: PaletteItem[]
  /** False when the group shows local defaults. */
  isLive: boolean
  isLoading: boolean
  refresh(query?: string): void
}

export function useAiSuggestions(
  open: boolean,
  debouncedQuery: string,
  defaults: PaletteItem[],
): AiSuggestions {
  const { t } = useTranslation('navigation')
  const [live, setLive] = useState<PaletteItem[] | null>(null)
  const [isLoading, setLoading] = useState(false)
  const seq = useRef(0)

  const refresh = useCallback(
    (query = '') => {
      const mine = ++seq.current
      if (!connectivity.online) {
        setLive(null)
        return
      }
      setLoading(true)
      void fetchPaletteSuggestions({
        userId: s.userId,
        currentPath: s.currentPath,
        userRole: s.userRole,
        skillLevel: s.skillLevel,
        recentActivity: [...s.recentActivity],
        preferences: { showAdvancedFeatures: s.preferences.showAdvancedFeatures },
        query,
      }).then((outcome) => {
        if (mine !== seq.current) return
        setLoading(false)
        if (!outcome.ok) {
          console.warn('[navigation] suggestions failed, using local defaults', outcome.message)
          setLive(null)
          return
        }
        const recent = new Set(s.recentActivity)
        setLive(
          outcome.value.map((x) => {
            const key = suggestionTextKey(x.id)
            const text = (part: 'title' | 'description') =>
              key ? t(`suggestions.${key}.${part}` as 'suggestions.home.title') : x[part]
            return {
              ...x,
              title: text('title'),
              description: text('description'),
              id: `ai:${x.id}`,
              type: 'ai' as const,
              aiGenerated: true,
              category: t('categories.ai'),
              isRecent: recent.has(x.action),
            }
          }),
        )
      })
    },
    [t],
  )

  // On opening (empty search) and whenever the debounced query is over 2 characters.
  useEffect(() => {
    if (!open) return
    if (debouncedQuery.trim() === '') refresh('')
    else if (wantsAiRefresh(debouncedQuery)) refresh(debouncedQuery.trim())
  }, [open, debouncedQuery, refresh])

  const fallback = useMemo(
    () => defaults.map((d) => ({ ...d, category: t('categories.ai') })),
    [defaults, t],
  )
  return { items: live ?? fallback, isLive: live !== null, isLoading, refresh }
}
