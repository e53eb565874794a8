import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function MobileAppPage() {
  return <CataloguePage pageId="mobileApp" />
}
