import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function LeaderboardsPage() {
  return <CataloguePage pageId="leaderboards" />
}
