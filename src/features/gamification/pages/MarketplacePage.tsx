import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function MarketplacePage() {
  return <CataloguePage pageId="marketplace" />
}
