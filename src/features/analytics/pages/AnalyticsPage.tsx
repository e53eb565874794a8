import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function AnalyticsPage() {
  return <CataloguePage pageId="analytics" />
}
