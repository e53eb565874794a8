import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function IntegrationsPage() {
  return <CataloguePage pageId="integrations" />
}
