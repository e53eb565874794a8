import { lazy } from 'react'

/** The palette's chunk, fetched when first rendered (ShellOverlays, after first content). */
export const LazyPaletteLayer = lazy(() => import('./PaletteLayer.tsx'))
