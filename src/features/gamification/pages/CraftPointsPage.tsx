import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function CraftPointsPage() {
  return <CataloguePage pageId="craftPoints" />
}
