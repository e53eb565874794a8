import { createRoute } from '@tanstack/react-router'
import { pageRoute } from './page-route.ts'
import { pages } from './pages.ts'
import { rootRoute } from './root.tsx'
import { authSearch } from './search-schemas.ts'

export const indexRoute = pageRoute('/', 'Index')
export const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth',
  validateSearch: (search: Record<string, unknown>) => authSearch.parse(search),
  component: pages.Auth,
})

export const publicRoutes = [
  indexRoute,
  authRoute,
  pageRoute('/pricing', 'Pricing'),
  pageRoute('/help', 'Help'),
  pageRoute('/privacy', 'Privacy'),
  pageRoute('/terms', 'Terms'),
  pageRoute('/contact', 'Contact'),
] as const
