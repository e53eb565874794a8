import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function WhiteLabelDashboardPage() {
  return <CataloguePage pageId="whiteLabelDashboard" />
}
