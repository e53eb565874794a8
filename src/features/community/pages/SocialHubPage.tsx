import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function SocialHubPage() {
  return <CataloguePage pageId="socialHub" />
}
