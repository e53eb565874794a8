import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function RewardsMarketplacePage() {
  return <CataloguePage pageId="rewardsMarketplace" />
}
