// Friendly titles of known paths (breadcrumbs and the document title).
import type { PageId } from '@/i18n/en/index.ts'

export const PATH_TITLES: Readonly<Record<string, PageId>> = {
  '/': 'home',
  '/auth': 'auth',
  '/onboarding': 'onboarding',
  '/jobs': 'jobs',
  '/post-job': 'postJob',
  '/job-management': 'jobManagement',
  '/crew-formation': 'crewFormation',
  '/my-work': 'portfolio',
  '/portfolio': 'portfolio',
  '/marketplace': 'marketplace',
  '/learning-platform': 'learningPlatform',
  '/mentorship-hub': 'mentorshipHub',
  '/expert-verification': 'expertVerification',
  '/co-pilot': 'coPilot',
  '/smart-tools': 'smartTools',
  '/social-hub': 'socialHub',
  '/chat': 'chat',
  '/realtime-chat': 'realtimeChat',
  '/real-time-chat': 'realtimeChat',
  '/test-chat': 'testChat',
  '/live-streaming': 'liveStreaming',
  '/events': 'events',
  '/engagement-hub': 'engagementHub',
  '/daily-missions': 'dailyMissions',
  '/achievements': 'achievements',
  '/leaderboards': 'leaderboards',
  '/journey': 'journey',
  '/nft-achievements': 'nftAchievements',
  '/craft-points': 'craftPoints',
  '/craft-points-hub': 'craftPointsHub',
  '/rewards-marketplace': 'rewardsMarketplace',
  '/company-register': 'companyRegister',
  '/craftsman-register': 'craftsmanRegister',
  '/pricing': 'pricing',
  '/subscription-success': 'subscriptionSuccess',
  '/analytics': 'analytics',
  '/analytics-dashboard': 'analyticsDashboard',
  '/business-intelligence': 'businessIntelligence',
  '/learning-analytics': 'learningAnalytics',
  '/monetization-hub': 'monetizationHub',
  '/enterprise-hub': 'enterpriseHub',
  '/white-label-dashboard': 'whiteLabelDashboard',
  '/profile': 'profile',
  '/settings': 'settings',
  '/craftsman-dashboard': 'craftsmanDashboard',
  '/company-dashboard': 'companyDashboard',
  '/admin': 'admin',
  '/admin/rbac': 'adminRbac',
  '/group-admin': 'groupAdmin',
  '/integrations': 'integrations',
  '/workflow-automation': 'workflowAutomation',
  '/cross-platform-sync': 'crossPlatformSync',
  '/mobile-app': 'mobileApp',
  '/ai-features': 'aiFeatures',
  '/realtime-debug': 'realtimeDebug',
  '/crawler-protection': 'crawlerProtection',
  '/help': 'help',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/contact': 'contact',
}

/** Pages whose path ends in an id: named by their kind until the page names what it shows. */
const ID_PAGE_TITLES: ReadonlyArray<readonly [RegExp, PageId]> = [
  [/^\/jobs\/[^/]+$/, 'jobDetail'],
  [/^\/profile\/[^/]+$/, 'publicProfile'],
]

export function titleIdOf(path: string): PageId | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (Object.hasOwn(PATH_TITLES, trimmed)) return PATH_TITLES[trimmed] ?? null
  return ID_PAGE_TITLES.find(([pattern]) => pattern.test(trimmed))?.[1] ?? null
}
