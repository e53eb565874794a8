import { createRoute } from '@tanstack/react-router'
import { pageRoute } from './page-route.ts'
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

export const accountRoutes = [
  pageRoute('/profile', 'Profile'),
  publicProfileRoute,
  pageRoute('/settings', 'Settings'),
  pageRoute('/admin', 'Admin'),
  pageRoute('/admin/rbac', 'AdminRbac'),
  pageRoute('/group-admin', 'GroupAdmin'),
  pageRoute('/realtime-debug', 'RealtimeDebug'),
  pageRoute('/crawler-protection', 'CrawlerProtection'),
] as const
