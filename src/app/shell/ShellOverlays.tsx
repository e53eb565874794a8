// Layers drawn over every page, outside the page's own boundary so a failing page never hides
// them. The PWA layer sits in AppLayout, right under the header, where its banner belongs.
// On a load they follow the page's first content (load-phases.ts).
import { useFirstContent } from '@/data/shell.ts'
import { useAuthView } from '@/features/auth/index.ts'
import { GuidedTooltip, PaletteLayer, QuickActions } from '@/features/navigation/index.ts'
import { BottomBar } from './BottomBar.tsx'
import { FloatingActions } from './FloatingActions.tsx'

export function ShellOverlays() {
  const { isAuthenticated } = useAuthView()
  const ready = useFirstContent()
  if (!ready) return null
  return (
    <>
      <BottomBar />
      {isAuthenticated ? <FloatingActions /> : null}
      <PaletteLayer />
      <QuickActions />
      <GuidedTooltip />
    </>
  )
}
