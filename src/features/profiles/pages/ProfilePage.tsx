import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function ProfilePage() {
  return <CataloguePage pageId="profile" />
}
