import { createRoute } from '@tanstack/react-router'
import { pages } from './pages.ts'
import { rootRoute } from './root.tsx'
import { authSearch } from './search-schemas.ts'

export const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth',
  validateSearch: (search: Record<string, unknown>) => authSearch.parse(search),
  component: pages.Auth,
})

export const publicRoutes = [authRoute] as const
