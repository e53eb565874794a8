import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function AdminPage() {
  return <CataloguePage pageId="admin" />
}
