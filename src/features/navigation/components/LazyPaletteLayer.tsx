import { lazy, Suspense, useEffect, useState } from 'react'

const PaletteLayer = lazy(() => import('./PaletteLayer.tsx'))

/**
 * The palette's chunk, fetched once the page has mounted: not during a prerendered page's
 * hydration, whose HTML has no palette (a suspended lazy part there makes React discard the
 * prerendered HTML of its boundary).
 */
export function LazyPaletteLayer() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted ? (
    <Suspense fallback={null}>
      <PaletteLayer />
    </Suspense>
  ) : null
}
