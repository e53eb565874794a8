import { createRoute } from '@tanstack/react-router'
import { pages } from './pages.ts'
import { rootRoute } from './root.tsx'
import { integrationsSearch } from './search-schemas.ts'

export const integrationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/integrations',
  validateSearch: (search: Record<string, unknown>) => integrationsSearch.parse(search),
  component: pages.Integrations,
})

export const businessRoutes = [integrationsRoute] as const
