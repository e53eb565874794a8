import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function NftAchievementsPage() {
  return <CataloguePage pageId="nftAchievements" />
}
