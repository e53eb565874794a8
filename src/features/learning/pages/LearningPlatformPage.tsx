import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function LearningPlatformPage() {
  return <CataloguePage pageId="learningPlatform" />
}
