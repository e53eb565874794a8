import { createRoute } from '@tanstack/react-router'
import { pageRoute } from './page-route.ts'
import { pages } from './pages.ts'
import { rootRoute } from './root.tsx'
import { socialHubSearch } from './search-schemas.ts'

export const socialHubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/social-hub',
  validateSearch: (search: Record<string, unknown>) => socialHubSearch.parse(search),
  component: pages.SocialHub,
})

export const communityRoutes = [
  socialHubRoute,
  pageRoute('/chat', 'Chat'),
  pageRoute('/realtime-chat', 'RealtimeChat'),
  pageRoute('/real-time-chat', 'RealtimeChat'),
  pageRoute('/test-chat', 'TestChat'),
  pageRoute('/live-streaming', 'LiveStreaming'),
  pageRoute('/events', 'Events'),
  pageRoute('/engagement-hub', 'EngagementHub'),
] as const
