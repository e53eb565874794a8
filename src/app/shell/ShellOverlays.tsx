// Layers drawn over every page, outside the page's own boundary so a failing page never hides
// them. The PWA layer (install prompt, offline banner, update prompt) belongs here:
//   import { PwaLayer } from '@/features/pwa/index.ts'  ->  render <PwaLayer /> below.
import { useAuthView } from '@/features/auth/index.ts'
import { BottomBar } from './BottomBar.tsx'
import { FloatingActions } from './FloatingActions.tsx'

export function ShellOverlays() {
  const { isAuthenticated } = useAuthView()
  return (
    <>
      <BottomBar />
      {isAuthenticated ? <FloatingActions /> : null}
    </>
  )
}
