import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function JobsPage() {
  return <CataloguePage pageId="jobs" />
}
