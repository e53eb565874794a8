// Learning, mentorship, verification and the AI helpers.
import type { PageDecl } from '../page-registry.ts'

export const LEARNING_PAGES = [
  {
    page: 'LearningPlatform',
    path: '/learning-platform',
    title: 'learningPlatform',
    palette: { category: 'learning', triggers: ['courses', 'training'] },
    nav: [{ group: 'learning', label: 'learningPlatform', order: 1 }],
  },
  {
    page: 'MentorshipHub',
    path: '/mentorship-hub',
    title: 'mentorshipHub',
    palette: { category: 'learning', triggers: ['mentor', 'apprentice'] },
    nav: [{ group: 'learning', label: 'mentorshipHub', order: 2 }],
  },
  {
    page: 'ExpertVerification',
    path: '/expert-verification',
    title: 'expertVerification',
    palette: { category: 'learning', triggers: ['certificate', 'verify'] },
    nav: [{ group: 'learning', label: 'expertVerification', order: 3 }],
  },
  {
    page: 'CoPilot',
    path: '/co-pilot',
    title: 'coPilot',
    palette: { category: 'learning', triggers: ['ai', 'assistant'] },
    nav: [
      { group: 'learning', label: 'coPilot', order: 4 },
      { group: 'enterprise', label: 'coPilot', order: 3 },
    ],
  },
  {
    page: 'SmartTools',
    path: '/smart-tools',
    title: 'smartTools',
    palette: { category: 'learning', triggers: ['calculator', 'estimate'] },
  },
  {
    page: 'AiFeatures',
    path: '/ai-features',
    title: 'aiFeatures',
    palette: { category: 'learning', triggers: ['ai'] },
  },
] as const satisfies readonly PageDecl[]
