import { createRoute } from '@tanstack/react-router'
import { pages } from './pages.ts'
import { rootRoute } from './root.tsx'
import { parseIdParam } from './search-schemas.ts'

export const publicProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile/$userId',
  params: {
    parse: (raw: Record<string, string>) => ({ userId: parseIdParam(raw.userId) }),
    stringify: (p: { userId: string }) => ({ userId: p.userId }),
  },
  component: pages.PublicProfile,
})

export const accountRoutes = [publicProfileRoute] as const
