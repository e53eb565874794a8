import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function PublicProfilePage() {
  return <CataloguePage pageId="publicProfile" />
}
