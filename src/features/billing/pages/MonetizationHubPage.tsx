import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function MonetizationHubPage() {
  return <CataloguePage pageId="monetizationHub" />
}
