import { useMemo, useRef, useState } from 'react'
import { FocusTrap, Paper } from '@mantine/core'
import {
  KBarAnimator,
  KBarPortal,
  KBarPositioner,
  KBarResults,
  KBarSearch,
  useKBar,
  useRegisterActions,
  VisualState,
  type Action,
  type ActionImpl,
} from 'kbar'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { useAiSuggestions } from '../hooks/useAiSuggestions.ts'
import { useDebouncedQuery } from '../hooks/useDebouncedQuery.ts'
import { usePaletteFocusReturn } from '../hooks/usePaletteFocusReturn.ts'
import { PALETTE_DIALOG, usePaletteKeys } from '../hooks/usePaletteKeys.ts'
import { usePaletteItems } from '../hooks/usePaletteItems.ts'
import { paletteView } from '../model/palette-view.ts'
import type { PaletteItem } from '../model/types.ts'
import { navigationStore } from '../navigation.store.ts'
import { useNavigationActions } from '../useNavigationIntelligence.ts'
import { FocusableResults } from './FocusableResults.tsx'
import { PaletteEmpty, PaletteToolbar } from './PaletteToolbar.tsx'
import { PaletteGroupHeader, PaletteRow } from './PaletteRow.tsx'

/** List max height (spec section 9). */
const LIST_MAX_HEIGHT = 300

/** The command palette (spec section 2): Ctrl/Cmd+K opens it, Escape closes it. Its items and
 * their ranking are worked out only while it is open: every page renders this, and a phone would
 * otherwise rank every page and action of the product on each start and each navigation. */
export function CommandPalette() {
  const { open } = useKBar((st) => ({ open: st.visualState !== VisualState.hidden }))
  usePaletteKeys()
  usePaletteFocusReturn(open)
  return open ? <OpenPalette /> : null
}

function OpenPalette() {
  const { t } = useTranslation('navigation')
  const nav = useNavigationActions()
  const { skillLevel } = useSnapshot(navigationStore)
  const { search, kbarActions } = useKBar((st) => ({
    search: st.searchQuery,
    kbarActions: st.actions,
  }))
  const query = useDebouncedQuery(search)
  const [category, setCategory] = useState<string | null>(null)
  const { items, defaults } = usePaletteItems()
  const ai = useAiSuggestions(true, query, defaults)
  const searchRef = useRef(search)
  searchRef.current = search

  const all = useMemo(() => [...items, ...ai.items], [items, ai.items])
  const registered = useMemo<Action[]>(
    () =>
      all.map((item) => ({
        id: item.id,
        name: item.title,
        perform: () => {
          void nav.track('command_palette_select', {
            resultId: item.id,
            resultTitle: item.title,
            query: searchRef.current,
            type: item.type,
          })
          void nav.recordActivity(item.action)
          void nav.run(item.action)
        },
      })),
    [all, nav],
  )
  useRegisterActions(registered, [registered])

  const chosen = query.trim() === '' ? category : null
  const view = paletteView({ items, aiItems: ai.items, query, level: skillLevel, category: chosen })
  const rows: Array<string | PaletteItem> = []
  if (view.showAiGroup && !chosen) rows.push(t('palette.aiGroup'), ...ai.items.slice(0, 5))
  for (const g of view.groups) rows.push(g.category, ...g.items)
  const byId = new Map(all.map((i) => [i.id, i]))
  const results = rows.flatMap<string | ActionImpl>((r) => {
    if (typeof r === 'string') return [r]
    const impl = kbarActions[r.id]
    return impl ? [impl] : []
  })

  return (
    <KBarPortal>
      <KBarPositioner style={{ zIndex: 400, background: 'rgba(0,0,0,0.35)' }}>
        <KBarAnimator style={{ width: 'min(640px, 94vw)' }}>
          {/* A modal dialog: Tab and Shift+Tab stay inside it until Escape closes it. */}
          <FocusTrap active>
            <Paper
              shadow="xl"
              radius="md"
              withBorder
              role="dialog"
              aria-modal="true"
              aria-label={t('palette.label')}
              {...{ [PALETTE_DIALOG]: true }}
            >
              <KBarSearch
                defaultPlaceholder={t('palette.placeholder', {
                  level: t(`palette.levels.${skillLevel}`),
                })}
                style={{
                  width: '100%',
                  padding: '14px 16px',
                  fontSize: 16,
                  border: 'none',
                  outline: 'none',
                  borderBottom: '1px solid var(--mantine-color-gray-3)',
                  background: 'transparent',
                  boxSizing: 'border-box',
                }}
              />
              <PaletteToolbar
                chips={view.chips}
                category={chosen}
                onCategory={setCategory}
                showGenerate={view.showAiGroup}
                ai={ai}
              />
              {view.isEmpty && query.trim() ? (
                <PaletteEmpty query={query.trim()} />
              ) : (
                <FocusableResults label={t('palette.results')}>
                  <KBarResults
                    items={results}
                    maxHeight={LIST_MAX_HEIGHT}
                    onRender={({ item, active }) => {
                      if (typeof item === 'string') return <PaletteGroupHeader label={item} />
                      const row = byId.get(item.id)
                      return row ? <PaletteRow item={row} active={active} /> : <div />
                    }}
                  />
                </FocusableResults>
              )}
            </Paper>
          </FocusTrap>
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  )
}
