import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function GroupAdminPage() {
  return <CataloguePage pageId="groupAdmin" />
}
