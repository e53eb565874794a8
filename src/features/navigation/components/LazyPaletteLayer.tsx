import { useEffect, useState, type ComponentType } from 'react'

/**
 * The palette's chunk, fetched once the page has mounted and rendered when it arrives. No lazy()
 * and Suspense here: a suspended part during a prerendered page's hydration makes React drop that
 * HTML, and a fallback shown at all makes React hold the header's hydration back by 300 ms.
 */
export function LazyPaletteLayer() {
  const [Layer, setLayer] = useState<ComponentType | null>(null)
  useEffect(() => {
    let mounted = true
    import('./PaletteLayer.tsx').then(
      (module) => {
        if (mounted) setLayer(() => module.default)
      },
      // Offline before the chunk was cached: Ctrl+K waits at the palette door for a next load.
      (error: unknown) => console.warn('[palette] its code could not load', error),
    )
    return () => {
      mounted = false
    }
  }, [])
  return Layer ? <Layer /> : null
}
