// The header's menu structure (spec section 2, "Header and navigation"). Labels are catalogue
// keys under shell:nav.items; desktop dropdowns and the mobile side menu both render this.
import type { LinkProps } from '@tanstack/react-router'

export type AppPath = NonNullable<LinkProps['to']>

export interface NavItem {
  key: string
  to: AppPath
}

export interface NavGroup {
  key: 'jobs' | 'learning' | 'community' | 'journey' | 'business' | 'enterprise' | 'admin'
  items: NavItem[]
}

export const SIGNED_IN_GROUPS: readonly NavGroup[] = [
  {
    key: 'jobs',
    items: [
      { key: 'findJobs', to: '/jobs' },
      { key: 'postJob', to: '/post-job' },
      { key: 'jobManagement', to: '/job-management' },
      { key: 'teamFormation', to: '/crew-formation' },
      { key: 'myPortfolio', to: '/portfolio' },
    ],
  },
  {
    key: 'learning',
    items: [
      { key: 'learningPlatform', to: '/learning-platform' },
      { key: 'mentorshipHub', to: '/mentorship-hub' },
      { key: 'expertVerification', to: '/expert-verification' },
      { key: 'coPilot', to: '/co-pilot' },
    ],
  },
  {
    key: 'community',
    items: [
      { key: 'socialHub', to: '/social-hub' },
      { key: 'messages', to: '/chat' },
      { key: 'liveStreaming', to: '/live-streaming' },
      { key: 'events', to: '/events' },
      { key: 'engagementHub', to: '/engagement-hub' },
    ],
  },
  {
    key: 'journey',
    items: [
      { key: 'dailyMissions', to: '/daily-missions' },
      { key: 'achievements', to: '/achievements' },
      { key: 'leaderboards', to: '/leaderboards' },
      { key: 'journeyHub', to: '/journey' },
      { key: 'nftAchievements', to: '/nft-achievements' },
      { key: 'craftPoints', to: '/craft-points' },
      { key: 'marketplace', to: '/marketplace' },
    ],
  },
  {
    key: 'business',
    items: [
      { key: 'registerCompany', to: '/company-register' },
      { key: 'pricingPlans', to: '/pricing' },
      { key: 'analytics', to: '/analytics' },
      { key: 'monetizationHub', to: '/monetization-hub' },
    ],
  },
  {
    key: 'enterprise',
    items: [
      { key: 'enterpriseHub', to: '/enterprise-hub' },
      { key: 'whiteLabel', to: '/white-label-dashboard' },
      { key: 'coPilot', to: '/co-pilot' },
    ],
  },
]

/** Shown only to users holding admin among their active roles. */
export const ADMIN_GROUP: NavGroup = {
  key: 'admin',
  items: [
    { key: 'adminDashboard', to: '/admin' },
    { key: 'groupAdmin', to: '/group-admin' },
    { key: 'systemAnalytics', to: '/analytics-dashboard' },
    { key: 'integrations', to: '/integrations' },
    { key: 'workflowAutomation', to: '/workflow-automation' },
    { key: 'crossPlatformSync', to: '/cross-platform-sync' },
    { key: 'mobileApp', to: '/mobile-app' },
    { key: 'enterpriseHub', to: '/enterprise-hub' },
    { key: 'whiteLabelDashboard', to: '/white-label-dashboard' },
  ],
}

export function navGroupsFor(signedIn: boolean, admin: boolean): NavGroup[] {
  if (!signedIn) return []
  return admin ? [...SIGNED_IN_GROUPS, ADMIN_GROUP] : [...SIGNED_IN_GROUPS]
}
