import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function EngagementHubPage() {
  return <CataloguePage pageId="engagementHub" />
}
