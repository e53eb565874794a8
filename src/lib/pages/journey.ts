// Missions, achievements, points and rewards.
import type { PageDecl } from '../page-registry.ts'

export const JOURNEY_PAGES = [
  {
    page: 'Marketplace',
    path: '/marketplace',
    title: 'marketplace',
    palette: { category: 'journey', triggers: ['store', 'shop'] },
    nav: [{ group: 'journey', label: 'marketplace', order: 7 }],
    prefetch: { tier: 'idle' },
  },
  {
    page: 'DailyMissions',
    path: '/daily-missions',
    title: 'dailyMissions',
    palette: { category: 'journey', triggers: ['missions', 'daily'] },
    nav: [{ group: 'journey', label: 'dailyMissions', order: 1 }],
    quick: {
      id: 'qa-missions',
      key: 'missions',
      priority: 4,
      roles: ['craftsman'],
      variant: 'default',
    },
    suggest: {
      id: 'daily-missions',
      key: 'dailyMissions',
      category: 'journey',
      icon: 'target',
      priority: 4,
      triggers: ['missions', 'points'],
      roles: ['company', 'craftsman'],
    },
  },
  {
    page: 'Achievements',
    path: '/achievements',
    title: 'achievements',
    palette: { category: 'journey', triggers: ['badges'] },
    nav: [{ group: 'journey', label: 'achievements', order: 2 }],
  },
  {
    page: 'Leaderboards',
    path: '/leaderboards',
    title: 'leaderboards',
    palette: { category: 'journey', triggers: ['ranking'] },
    nav: [{ group: 'journey', label: 'leaderboards', order: 3 }],
  },
  {
    page: 'Journey',
    path: '/journey',
    title: 'journey',
    palette: { category: 'journey', triggers: ['gamification', 'progress'] },
    nav: [{ group: 'journey', label: 'journeyHub', order: 4 }],
  },
  {
    page: 'NftAchievements',
    path: '/nft-achievements',
    title: 'nftAchievements',
    palette: { category: 'journey', triggers: ['nft'] },
    nav: [{ group: 'journey', label: 'nftAchievements', order: 5 }],
  },
  {
    page: 'CraftPoints',
    path: '/craft-points',
    title: 'craftPoints',
    palette: { category: 'journey', triggers: ['points'] },
    nav: [{ group: 'journey', label: 'craftPoints', order: 6 }],
  },
  {
    page: 'CraftPointsHub',
    path: '/craft-points-hub',
    title: 'craftPointsHub',
    palette: { category: 'journey', triggers: ['loyalty', 'points'] },
  },
  {
    page: 'RewardsMarketplace',
    path: '/rewards-marketplace',
    title: 'rewardsMarketplace',
    palette: { category: 'journey', triggers: ['rewards'] },
  },
] as const satisfies readonly PageDecl[]
