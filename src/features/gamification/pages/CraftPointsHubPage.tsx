import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function CraftPointsHubPage() {
  return <CataloguePage pageId="craftPointsHub" />
}
