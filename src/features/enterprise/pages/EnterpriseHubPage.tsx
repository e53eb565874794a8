import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function EnterpriseHubPage() {
  return <CataloguePage pageId="enterpriseHub" />
}
