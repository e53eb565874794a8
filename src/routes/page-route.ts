// One helper for the plain routes: a path, its page, nothing to parse.
import { createRoute } from '@tanstack/react-router'
import { pages, type PageKey } from './pages.ts'
import { rootRoute } from './root.tsx'

export function pageRoute<const TPath extends string>(path: TPath, page: PageKey) {
  return createRoute({ getParentRoute: () => rootRoute, path, component: pages[page] })
}
