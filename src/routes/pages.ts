// Every page of the route list, each its own lazily loaded chunk. The route tree and the
// prefetch schedule both take pages from here, by name.
import { lazyRouteComponent } from '@tanstack/react-router'

export const pages = {
  Index: lazyRouteComponent(() => import('@/features/home/pages/HomePage.tsx'), 'HomePage'),
  Auth: lazyRouteComponent(() => import('@/features/auth/pages/AuthPage.tsx'), 'AuthPage'),
  Onboarding: lazyRouteComponent(
    () => import('@/features/onboarding/pages/OnboardingPage.tsx'),
    'OnboardingPage',
  ),
  Jobs: lazyRouteComponent(() => import('@/features/jobs/pages/JobsPage.tsx'), 'JobsPage'),
  JobDetail: lazyRouteComponent(
    () => import('@/features/jobs/pages/JobDetailPage.tsx'),
    'JobDetailPage',
  ),
  PostJob: lazyRouteComponent(() => import('@/features/jobs/pages/PostJobPage.tsx'), 'PostJobPage'),
  JobManagement: lazyRouteComponent(
    () => import('@/features/jobs/pages/JobManagementPage.tsx'),
    'JobManagementPage',
  ),
  Portfolio: lazyRouteComponent(
    () => import('@/features/jobs/pages/PortfolioPage.tsx'),
    'PortfolioPage',
  ),
  CrewFormation: lazyRouteComponent(
    () => import('@/features/crews/pages/CrewFormationPage.tsx'),
    'CrewFormationPage',
  ),
  Marketplace: lazyRouteComponent(
    () => import('@/features/gamification/pages/MarketplacePage.tsx'),
    'MarketplacePage',
  ),
  LearningPlatform: lazyRouteComponent(
    () => import('@/features/learning/pages/LearningPlatformPage.tsx'),
    'LearningPlatformPage',
  ),
  MentorshipHub: lazyRouteComponent(
    () => import('@/features/learning/pages/MentorshipHubPage.tsx'),
    'MentorshipHubPage',
  ),
  ExpertVerification: lazyRouteComponent(
    () => import('@/features/learning/pages/ExpertVerificationPage.tsx'),
    'ExpertVerificationPage',
  ),
  CoPilot: lazyRouteComponent(() => import('@/features/ai/pages/CoPilotPage.tsx'), 'CoPilotPage'),
  SmartTools: lazyRouteComponent(
    () => import('@/features/ai/pages/SmartToolsPage.tsx'),
    'SmartToolsPage',
  ),
  AiFeatures: lazyRouteComponent(
    () => import('@/features/ai/pages/AiFeaturesPage.tsx'),
    'AiFeaturesPage',
  ),
  SocialHub: lazyRouteComponent(
    () => import('@/features/community/pages/SocialHubPage.tsx'),
    'SocialHubPage',
  ),
  LiveStreaming: lazyRouteComponent(
    () => import('@/features/community/pages/LiveStreamingPage.tsx'),
    'LiveStreamingPage',
  ),
  Events: lazyRouteComponent(
    () => import('@/features/community/pages/EventsPage.tsx'),
    'EventsPage',
  ),
  EngagementHub: lazyRouteComponent(
    () => import('@/features/community/pages/EngagementHubPage.tsx'),
    'EngagementHubPage',
  ),
  Chat: lazyRouteComponent(() => import('@/features/chat/pages/ChatPage.tsx'), 'ChatPage'),
  RealtimeChat: lazyRouteComponent(
    () => import('@/features/chat/pages/RealtimeChatPage.tsx'),
    'RealtimeChatPage',
  ),
  TestChat: lazyRouteComponent(
    () => import('@/features/chat/pages/TestChatPage.tsx'),
    'TestChatPage',
  ),
  DailyMissions: lazyRouteComponent(
    () => import('@/features/gamification/pages/DailyMissionsPage.tsx'),
    'DailyMissionsPage',
  ),
  Achievements: lazyRouteComponent(
    () => import('@/features/gamification/pages/AchievementsPage.tsx'),
    'AchievementsPage',
  ),
  Leaderboards: lazyRouteComponent(
    () => import('@/features/gamification/pages/LeaderboardsPage.tsx'),
    'LeaderboardsPage',
  ),
  Journey: lazyRouteComponent(
    () => import('@/features/gamification/pages/JourneyPage.tsx'),
    'JourneyPage',
  ),
  NftAchievements: lazyRouteComponent(
    () => import('@/features/gamification/pages/NftAchievementsPage.tsx'),
    'NftAchievementsPage',
  ),
  CraftPoints: lazyRouteComponent(
    () => import('@/features/gamification/pages/CraftPointsPage.tsx'),
    'CraftPointsPage',
  ),
  CraftPointsHub: lazyRouteComponent(
    () => import('@/features/gamification/pages/CraftPointsHubPage.tsx'),
    'CraftPointsHubPage',
  ),
  RewardsMarketplace: lazyRouteComponent(
    () => import('@/features/gamification/pages/RewardsMarketplacePage.tsx'),
    'RewardsMarketplacePage',
  ),
  CompanyRegister: lazyRouteComponent(
    () => import('@/features/registration/pages/CompanyRegisterPage.tsx'),
    'CompanyRegisterPage',
  ),
  CraftsmanRegister: lazyRouteComponent(
    () => import('@/features/registration/pages/CraftsmanRegisterPage.tsx'),
    'CraftsmanRegisterPage',
  ),
  Profile: lazyRouteComponent(
    () => import('@/features/profiles/pages/ProfilePage.tsx'),
    'ProfilePage',
  ),
  PublicProfile: lazyRouteComponent(
    () => import('@/features/profiles/pages/PublicProfilePage.tsx'),
    'PublicProfilePage',
  ),
  Settings: lazyRouteComponent(
    () => import('@/features/settings/pages/SettingsPage.tsx'),
    'SettingsPage',
  ),
  Pricing: lazyRouteComponent(
    () => import('@/features/billing/pages/PricingPage.tsx'),
    'PricingPage',
  ),
  SubscriptionSuccess: lazyRouteComponent(
    () => import('@/features/billing/pages/SubscriptionSuccessPage.tsx'),
    'SubscriptionSuccessPage',
  ),
  MonetizationHub: lazyRouteComponent(
    () => import('@/features/billing/pages/MonetizationHubPage.tsx'),
    'MonetizationHubPage',
  ),
  Analytics: lazyRouteComponent(
    () => import('@/features/analytics/pages/AnalyticsPage.tsx'),
    'AnalyticsPage',
  ),
  AnalyticsDashboard: lazyRouteComponent(
    () => import('@/features/analytics/pages/AnalyticsDashboardPage.tsx'),
    'AnalyticsDashboardPage',
  ),
  BusinessIntelligence: lazyRouteComponent(
    () => import('@/features/analytics/pages/BusinessIntelligencePage.tsx'),
    'BusinessIntelligencePage',
  ),
  LearningAnalytics: lazyRouteComponent(
    () => import('@/features/analytics/pages/LearningAnalyticsPage.tsx'),
    'LearningAnalyticsPage',
  ),
  EnterpriseHub: lazyRouteComponent(
    () => import('@/features/enterprise/pages/EnterpriseHubPage.tsx'),
    'EnterpriseHubPage',
  ),
  WhiteLabelDashboard: lazyRouteComponent(
    () => import('@/features/enterprise/pages/WhiteLabelDashboardPage.tsx'),
    'WhiteLabelDashboardPage',
  ),
  CraftsmanDashboard: lazyRouteComponent(
    () => import('@/features/dashboards/pages/CraftsmanDashboardPage.tsx'),
    'CraftsmanDashboardPage',
  ),
  CompanyDashboard: lazyRouteComponent(
    () => import('@/features/dashboards/pages/CompanyDashboardPage.tsx'),
    'CompanyDashboardPage',
  ),
  Admin: lazyRouteComponent(() => import('@/features/admin/pages/AdminPage.tsx'), 'AdminPage'),
  AdminRbac: lazyRouteComponent(
    () => import('@/features/admin/pages/AdminRbacPage.tsx'),
    'AdminRbacPage',
  ),
  GroupAdmin: lazyRouteComponent(
    () => import('@/features/group-admin/pages/GroupAdminPage.tsx'),
    'GroupAdminPage',
  ),
  Integrations: lazyRouteComponent(
    () => import('@/features/integrations/pages/IntegrationsPage.tsx'),
    'IntegrationsPage',
  ),
  WorkflowAutomation: lazyRouteComponent(
    () => import('@/features/automation/pages/WorkflowAutomationPage.tsx'),
    'WorkflowAutomationPage',
  ),
  CrossPlatformSync: lazyRouteComponent(
    () => import('@/features/devices/pages/CrossPlatformSyncPage.tsx'),
    'CrossPlatformSyncPage',
  ),
  MobileApp: lazyRouteComponent(
    () => import('@/features/pwa/pages/MobileAppPage.tsx'),
    'MobileAppPage',
  ),
  RealtimeDebug: lazyRouteComponent(
    () => import('@/features/sync-status/pages/RealtimeDebugPage.tsx'),
    'RealtimeDebugPage',
  ),
  CrawlerProtection: lazyRouteComponent(
    () => import('@/features/crawler/pages/CrawlerProtectionPage.tsx'),
    'CrawlerProtectionPage',
  ),
  Help: lazyRouteComponent(() => import('@/features/content/pages/HelpPage.tsx'), 'HelpPage'),
  Privacy: lazyRouteComponent(
    () => import('@/features/content/pages/PrivacyPage.tsx'),
    'PrivacyPage',
  ),
  Terms: lazyRouteComponent(() => import('@/features/content/pages/TermsPage.tsx'), 'TermsPage'),
  Contact: lazyRouteComponent(
    () => import('@/features/content/pages/ContactPage.tsx'),
    'ContactPage',
  ),
} as const

export type PageKey = keyof typeof pages
