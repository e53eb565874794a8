// Layers drawn over every page, outside the page's own boundary so a failing page never hides
// them. The PWA layer sits in AppLayout, right under the header, where its banner belongs.
// On a load they follow the page's first content (load-phases.ts).
import { useLocation } from '@tanstack/react-router'
import { useFirstContent } from '@/data/shell.ts'
import { useAuthView } from '@/features/auth/index.ts'
import { GuidedTooltip, PaletteLayer, QuickActions } from '@/features/navigation/index.ts'
import { BottomBar } from './BottomBar.tsx'
import { FloatingActions } from './FloatingActions.tsx'

/** Pages whose own controls sit at the bottom of the screen (a chat's composer and Send): no
 * floating buttons over them. */
const NO_FLOATING = new Set(['/chat', '/realtime-chat', '/real-time-chat'])

export function ShellOverlays() {
  const { isAuthenticated } = useAuthView()
  const ready = useFirstContent()
  const floating = !NO_FLOATING.has(useLocation({ select: (l) => l.pathname }))
  if (!ready) return null
  return (
    <>
      <BottomBar />
      {isAuthenticated && floating ? <FloatingActions /> : null}
      <PaletteLayer />
      {floating ? <QuickActions /> : null}
      <GuidedTooltip />
    </>
  )
}
