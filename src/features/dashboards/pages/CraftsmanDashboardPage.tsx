import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function CraftsmanDashboardPage() {
  return <CataloguePage pageId="craftsmanDashboard" />
}
