import { createRoute } from '@tanstack/react-router'
import { pageRoute } from './page-route.ts'
import { pages } from './pages.ts'
import { rootRoute } from './root.tsx'
import { integrationsSearch } from './search-schemas.ts'

export const integrationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/integrations',
  validateSearch: (search: Record<string, unknown>) => integrationsSearch.parse(search),
  component: pages.Integrations,
})

export const businessRoutes = [
  pageRoute('/subscription-success', 'SubscriptionSuccess'),
  pageRoute('/analytics', 'Analytics'),
  pageRoute('/analytics-dashboard', 'AnalyticsDashboard'),
  pageRoute('/business-intelligence', 'BusinessIntelligence'),
  pageRoute('/learning-analytics', 'LearningAnalytics'),
  pageRoute('/monetization-hub', 'MonetizationHub'),
  pageRoute('/enterprise-hub', 'EnterpriseHub'),
  pageRoute('/white-label-dashboard', 'WhiteLabelDashboard'),
  integrationsRoute,
  pageRoute('/workflow-automation', 'WorkflowAutomation'),
  pageRoute('/cross-platform-sync', 'CrossPlatformSync'),
  pageRoute('/mobile-app', 'MobileApp'),
] as const
