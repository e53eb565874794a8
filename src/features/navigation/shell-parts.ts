// The navigation's parts of the shell that load after the page has mounted (lib/after-mount):
// the command palette (kbar, fuzzy search, virtual list) in its own chunk; its search button,
// the quick actions and the guided tips together in another.
import { afterMount } from '@/lib/after-mount.tsx'

const deferred = () => import('./components/deferred.ts')

export const PaletteLayer = afterMount('palette', () =>
  import('./components/PaletteLayer.tsx').then((m) => m.default),
)
export const QuickActions = afterMount('quick actions', () =>
  deferred().then((m) => m.QuickActions),
)
export const GuidedTooltip = afterMount('guided tips', () =>
  deferred().then((m) => m.GuidedTooltip),
)
export const SearchButton = afterMount('search button', () =>
  deferred().then((m) => m.SearchButton),
)
