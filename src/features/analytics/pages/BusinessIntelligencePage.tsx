import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function BusinessIntelligencePage() {
  return <CataloguePage pageId="businessIntelligence" />
}
