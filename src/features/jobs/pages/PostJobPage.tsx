import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function PostJobPage() {
  return <CataloguePage pageId="postJob" />
}
