import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function AiFeaturesPage() {
  return <CataloguePage pageId="aiFeatures" />
}
