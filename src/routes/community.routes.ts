import { createRoute } from '@tanstack/react-router'
import { pages } from './pages.ts'
import { rootRoute } from './root.tsx'
import { chatSearch, socialHubSearch } from './search-schemas.ts'

export const socialHubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/social-hub',
  validateSearch: (search: Record<string, unknown>) => socialHubSearch.parse(search),
  component: pages.SocialHub,
})

export const chatRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/chat',
  validateSearch: (search: Record<string, unknown>) => chatSearch.parse(search),
  component: pages.Chat,
})

/** The same chat under its other names (spec section 2 keeps both). */
const realtimeChatRoutes = (['/realtime-chat', '/real-time-chat'] as const).map((path) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: (search: Record<string, unknown>) => chatSearch.parse(search),
    component: pages.RealtimeChat,
  }),
)

export const communityRoutes = [socialHubRoute, chatRoute, ...realtimeChatRoutes] as const
