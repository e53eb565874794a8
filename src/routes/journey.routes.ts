import { pageRoute } from './page-route.ts'

export const journeyRoutes = [
  pageRoute('/marketplace', 'Marketplace'),
  pageRoute('/daily-missions', 'DailyMissions'),
  pageRoute('/achievements', 'Achievements'),
  pageRoute('/leaderboards', 'Leaderboards'),
  pageRoute('/journey', 'Journey'),
  pageRoute('/nft-achievements', 'NftAchievements'),
  pageRoute('/craft-points', 'CraftPoints'),
  pageRoute('/craft-points-hub', 'CraftPointsHub'),
  pageRoute('/rewards-marketplace', 'RewardsMarketplace'),
] as const
