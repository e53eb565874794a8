// Every page of the route list, for the palette (each reachable by typing its name). Titles and
// descriptions come from the pages catalogue; only the admin pages are limited to admins.
import type { PageId } from '@/i18n/en/index.ts'
import type { CategoryKey } from './nav-actions.ts'

export interface PageEntry {
  path: string
  page: PageId
  category: CategoryKey
  priority: number
  triggers: string[]
  adminOnly?: boolean
  /** Only useful before signing in. */
  signedOutOnly?: boolean
}

const e = (
  path: string,
  page: PageId,
  category: CategoryKey,
  triggers: string[] = [],
  priority = 5,
  extra: Partial<PageEntry> = {},
): PageEntry => ({ path, page, category, triggers, priority, ...extra })

export const PAGES: readonly PageEntry[] = [
  e('/', 'home', 'general', ['home', 'start'], 8),
  e('/auth', 'auth', 'account', ['login', 'sign in', 'sign up', 'register'], 6, {
    signedOutOnly: true,
  }),
  e('/onboarding', 'onboarding', 'gettingStarted', ['setup', 'start']),
  e('/jobs', 'jobs', 'jobs', ['find', 'work', 'browse', 'search'], 6),
  e('/post-job', 'postJob', 'jobs', ['hire', 'new job', 'post']),
  e('/job-management', 'jobManagement', 'jobs', ['applicants', 'manage']),
  e('/crew-formation', 'crewFormation', 'jobs', ['crew', 'team']),
  e('/my-work', 'portfolio', 'jobs', ['portfolio', 'applications', 'my work']),
  e('/marketplace', 'marketplace', 'journey', ['store', 'shop']),
  e('/learning-platform', 'learningPlatform', 'learning', ['courses', 'training']),
  e('/mentorship-hub', 'mentorshipHub', 'learning', ['mentor', 'apprentice']),
  e('/expert-verification', 'expertVerification', 'learning', ['certificate', 'verify']),
  e('/co-pilot', 'coPilot', 'learning', ['ai', 'assistant']),
  e('/smart-tools', 'smartTools', 'learning', ['calculator', 'estimate']),
  e('/ai-features', 'aiFeatures', 'learning', ['ai']),
  e('/social-hub', 'socialHub', 'community', ['feed', 'community', 'post']),
  e('/chat', 'chat', 'community', ['messages', 'inbox', 'chat'], 6),
  e('/realtime-chat', 'realtimeChat', 'community', ['live chat']),
  e('/test-chat', 'testChat', 'community', ['chat']),
  e('/live-streaming', 'liveStreaming', 'community', ['stream', 'video']),
  e('/events', 'events', 'community', ['calendar', 'schedule']),
  e('/engagement-hub', 'engagementHub', 'community', ['engagement']),
  e('/daily-missions', 'dailyMissions', 'journey', ['missions', 'daily']),
  e('/achievements', 'achievements', 'journey', ['badges']),
  e('/leaderboards', 'leaderboards', 'journey', ['ranking']),
  e('/journey', 'journey', 'journey', ['gamification', 'progress']),
  e('/nft-achievements', 'nftAchievements', 'journey', ['nft']),
  e('/craft-points', 'craftPoints', 'journey', ['points']),
  e('/craft-points-hub', 'craftPointsHub', 'journey', ['loyalty', 'points']),
  e('/rewards-marketplace', 'rewardsMarketplace', 'journey', ['rewards']),
  e('/company-register', 'companyRegister', 'business', ['register', 'company']),
  e('/craftsman-register', 'craftsmanRegister', 'gettingStarted', ['join', 'register']),
  e('/pricing', 'pricing', 'business', ['plans', 'billing', 'subscription']),
  e('/subscription-success', 'subscriptionSuccess', 'business', [], 1),
  e('/analytics', 'analytics', 'business', ['reports', 'statistics']),
  e('/analytics-dashboard', 'analyticsDashboard', 'admin', ['system analytics'], 4, {
    adminOnly: true,
  }),
  e('/business-intelligence', 'businessIntelligence', 'business', ['insights', 'bi']),
  e('/learning-analytics', 'learningAnalytics', 'learning', ['progress']),
  e('/monetization-hub', 'monetizationHub', 'business', ['revenue', 'commerce']),
  e('/enterprise-hub', 'enterpriseHub', 'enterprise', ['enterprise']),
  e('/white-label-dashboard', 'whiteLabelDashboard', 'enterprise', ['white label', 'brand']),
  e('/profile', 'profile', 'account', ['profile', 'account', 'me'], 7),
  e('/settings', 'settings', 'account', ['preferences', 'configuration', 'password'], 6),
  e('/craftsman-dashboard', 'craftsmanDashboard', 'general', ['dashboard']),
  e('/company-dashboard', 'companyDashboard', 'general', ['dashboard']),
  e('/admin', 'admin', 'admin', ['administration'], 4, { adminOnly: true }),
  e('/admin/rbac', 'adminRbac', 'admin', ['roles', 'permissions'], 4, { adminOnly: true }),
  e('/group-admin', 'groupAdmin', 'admin', ['groups'], 4, { adminOnly: true }),
  e('/integrations', 'integrations', 'enterprise', ['api', 'webhooks']),
  e('/workflow-automation', 'workflowAutomation', 'enterprise', ['automation']),
  e('/cross-platform-sync', 'crossPlatformSync', 'enterprise', ['sync']),
  e('/mobile-app', 'mobileApp', 'general', ['download', 'install']),
  e('/realtime-debug', 'realtimeDebug', 'account', ['sync', 'offline', 'debug']),
  e('/crawler-protection', 'crawlerProtection', 'admin', ['bots', 'security'], 4, {
    adminOnly: true,
  }),
  e('/help', 'help', 'general', ['support', 'faq']),
  e('/privacy', 'privacy', 'general', ['privacy policy']),
  e('/terms', 'terms', 'general', ['terms of service']),
  e('/contact', 'contact', 'general', ['support', 'email']),
]

export function pagesFor(ctx: { signedIn: boolean; isAdmin: boolean }): PageEntry[] {
  return PAGES.filter((p) => (!p.adminOnly || ctx.isAdmin) && (!p.signedOutOnly || !ctx.signedIn))
}
