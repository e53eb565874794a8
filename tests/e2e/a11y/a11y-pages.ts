// Which pages the accessibility scan opens, and as whom. Every route of src/routes appears once
// (an alias such as /my-work for /portfolio renders the same page and is left out); a page is
// scanned as the role it is built for, and the widest signed-in role takes the rest.
import { PUBLIC_PATHS } from '../../../src/lib/access.ts'

/** Open to visitors who are not signed in (src/lib/access.ts PUBLIC_PATHS) and the not-found page. */
export const PUBLIC_PAGES = [...PUBLIC_PATHS, '/no-such-page'] as const

/** Scanned signed in as the demo craftsman: their work and account. */
export const CRAFTSMAN_PAGES = [
  '/craftsman-dashboard',
  '/jobs',
  '/jobs/:firstJob',
  '/portfolio',
  '/crew-formation',
  '/profile',
  '/profile/:company',
  '/settings',
  '/craftsman-register',
  '/pricing',
  '/help',
] as const

/** Also as the craftsman: the areas every member can open (learning, community, journey). */
export const MEMBER_AREA_PAGES = [
  '/learning-platform',
  '/mentorship-hub',
  '/expert-verification',
  '/co-pilot',
  '/smart-tools',
  '/ai-features',
  '/social-hub',
  '/chat',
  '/realtime-chat',
  '/test-chat',
  '/live-streaming',
  '/events',
  '/engagement-hub',
  '/marketplace',
  '/daily-missions',
  '/achievements',
  '/leaderboards',
  '/journey',
  '/nft-achievements',
  '/craft-points',
  '/craft-points-hub',
  '/rewards-marketplace',
] as const

/** Scanned signed in as the demo company: hiring, and the business areas. */
export const COMPANY_PAGES = [
  '/company-dashboard',
  '/post-job',
  '/job-management',
  '/jobs/:firstJob',
  '/company-register',
  '/profile',
  '/profile/:craftsman',
  '/subscription-success',
] as const

/** Also as the company: the business and enterprise areas. */
export const BUSINESS_AREA_PAGES = [
  '/analytics',
  '/analytics-dashboard',
  '/business-intelligence',
  '/learning-analytics',
  '/monetization-hub',
  '/enterprise-hub',
  '/white-label-dashboard',
  '/integrations',
  '/workflow-automation',
  '/cross-platform-sync',
  '/mobile-app',
] as const

/** Scanned signed in as the demo admin. */
export const ADMIN_PAGES = [
  '/admin',
  '/admin/rbac',
  '/group-admin',
  '/realtime-debug',
  '/crawler-protection',
] as const

/** The apprentice and the mentor: where they land, and the learning areas built around them. */
export const LEARNER_PAGES = ['/', '/learning-platform', '/mentorship-hub', '/profile'] as const
