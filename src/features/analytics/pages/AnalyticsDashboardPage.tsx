import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function AnalyticsDashboardPage() {
  return <CataloguePage pageId="analyticsDashboard" />
}
