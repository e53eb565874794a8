import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function LearningAnalyticsPage() {
  return <CataloguePage pageId="learningAnalytics" />
}
