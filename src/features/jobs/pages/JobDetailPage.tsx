import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function JobDetailPage() {
  return <CataloguePage pageId="jobDetail" />
}
