import { pageRoute } from './page-route.ts'

export const learningRoutes = [
  pageRoute('/learning-platform', 'LearningPlatform'),
  pageRoute('/mentorship-hub', 'MentorshipHub'),
  pageRoute('/expert-verification', 'ExpertVerification'),
  pageRoute('/co-pilot', 'CoPilot'),
  pageRoute('/smart-tools', 'SmartTools'),
  pageRoute('/ai-features', 'AiFeatures'),
] as const
