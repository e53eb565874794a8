import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function AdminRbacPage() {
  return <CataloguePage pageId="adminRbac" />
}
