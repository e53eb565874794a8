import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function CompanyDashboardPage() {
  return <CataloguePage pageId="companyDashboard" />
}
