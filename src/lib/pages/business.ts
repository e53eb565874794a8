// Plans, analytics and the enterprise and platform pages.
import type { PageDecl } from '../page-registry.ts'

export const BUSINESS_PAGES = [
  {
    page: 'SubscriptionSuccess',
    path: '/subscription-success',
    title: 'subscriptionSuccess',
    palette: { category: 'business', triggers: [], priority: 1 },
  },
  {
    page: 'Analytics',
    path: '/analytics',
    title: 'analytics',
    palette: { category: 'business', triggers: ['reports', 'statistics'] },
    nav: [{ group: 'business', label: 'analytics', order: 3 }],
    prefetch: { own: true, tier: 'idle' },
  },
  {
    page: 'AnalyticsDashboard',
    path: '/analytics-dashboard',
    title: 'analyticsDashboard',
    palette: { category: 'admin', triggers: ['system analytics'], priority: 4, adminOnly: true },
    nav: [{ group: 'admin', label: 'systemAnalytics', order: 3 }],
  },
  {
    page: 'BusinessIntelligence',
    path: '/business-intelligence',
    title: 'businessIntelligence',
    palette: { category: 'business', triggers: ['insights', 'bi'] },
  },
  {
    page: 'LearningAnalytics',
    path: '/learning-analytics',
    title: 'learningAnalytics',
    palette: { category: 'learning', triggers: ['progress'] },
  },
  {
    page: 'MonetizationHub',
    path: '/monetization-hub',
    title: 'monetizationHub',
    palette: { category: 'business', triggers: ['revenue', 'commerce'] },
    nav: [{ group: 'business', label: 'monetizationHub', order: 4 }],
  },
  {
    page: 'EnterpriseHub',
    path: '/enterprise-hub',
    title: 'enterpriseHub',
    palette: { category: 'enterprise', triggers: ['enterprise'] },
    nav: [
      { group: 'enterprise', label: 'enterpriseHub', order: 1 },
      { group: 'admin', label: 'enterpriseHub', order: 8 },
    ],
  },
  {
    page: 'WhiteLabelDashboard',
    path: '/white-label-dashboard',
    title: 'whiteLabelDashboard',
    palette: { category: 'enterprise', triggers: ['white label', 'brand'] },
    nav: [
      { group: 'enterprise', label: 'whiteLabel', order: 2 },
      { group: 'admin', label: 'whiteLabelDashboard', order: 9 },
    ],
  },
  {
    page: 'Integrations',
    path: '/integrations',
    title: 'integrations',
    customRoute: true,
    palette: { category: 'enterprise', triggers: ['api', 'webhooks'] },
    nav: [{ group: 'admin', label: 'integrations', order: 4 }],
  },
  {
    page: 'WorkflowAutomation',
    path: '/workflow-automation',
    title: 'workflowAutomation',
    palette: { category: 'enterprise', triggers: ['automation'] },
    nav: [{ group: 'admin', label: 'workflowAutomation', order: 5 }],
  },
  {
    page: 'CrossPlatformSync',
    path: '/cross-platform-sync',
    title: 'crossPlatformSync',
    palette: { category: 'enterprise', triggers: ['sync'] },
    nav: [{ group: 'admin', label: 'crossPlatformSync', order: 6 }],
  },
  {
    page: 'MobileApp',
    path: '/mobile-app',
    title: 'mobileApp',
    palette: { category: 'general', triggers: ['download', 'install'] },
    nav: [{ group: 'admin', label: 'mobileApp', order: 7 }],
  },
] as const satisfies readonly PageDecl[]
