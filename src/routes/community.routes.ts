import { createRoute } from '@tanstack/react-router'
import { pages } from './pages.ts'
import { rootRoute } from './root.tsx'
import { socialHubSearch } from './search-schemas.ts'

export const socialHubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/social-hub',
  validateSearch: (search: Record<string, unknown>) => socialHubSearch.parse(search),
  component: pages.SocialHub,
})

export const communityRoutes = [socialHubRoute] as const
