import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function CrossPlatformSyncPage() {
  return <CataloguePage pageId="crossPlatformSync" />
}
