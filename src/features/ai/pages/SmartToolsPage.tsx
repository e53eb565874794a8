import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function SmartToolsPage() {
  return <CataloguePage pageId="smartTools" />
}
