// The command palette's chunk (kbar, its fuzzy search and virtual list): loaded after the page's
// first content, so a cold visit does not download it before the page works.
import { useEffect, useMemo } from 'react'
import { KBarProvider, useKBar, useRegisterActions, type Action } from 'kbar'
import { useSnapshot } from 'valtio'
import { useQuickActions } from '../hooks/useQuickActions.ts'
import { quickActionsOf } from '../model/quick-actions.ts'
import { navigationStore } from '../navigation.store.ts'
import { attachPalette } from '../palette-door.ts'
import { CommandPalette } from './CommandPalette.tsx'

/** Hands kbar's toggle to the palette door, opening at once when asked before it loaded. */
function DoorBridge() {
  const { query } = useKBar()
  useEffect(() => attachPalette(() => query.toggle()), [query])
  return null
}

/** Every quick action of the role keeps its keyboard shortcut, shown in the panel or not. */
function QuickActionShortcuts() {
  const quick = useQuickActions()
  const { userRole, isSignedIn } = useSnapshot(navigationStore)
  const shortcuts = useMemo<Action[]>(
    () =>
      isSignedIn
        ? quickActionsOf(userRole)
            .filter((a) => a.shortcut)
            .map((a) => ({
              id: `quick:${a.id}`,
              name: quick.titleOf(a),
              shortcut: a.shortcut ? [...a.shortcut] : [],
              perform: () => quick.execute(a, 'shortcut'),
            }))
        : [],
    [quick, userRole, isSignedIn],
  )
  useRegisterActions(shortcuts, [shortcuts])
  return null
}

export default function PaletteLayer() {
  return (
    <KBarProvider options={{ enableHistory: false, disableScrollbarManagement: true }}>
      <CommandPalette />
      <QuickActionShortcuts />
      <DoorBridge />
    </KBarProvider>
  )
}
