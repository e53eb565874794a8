import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function JourneyPage() {
  return <CataloguePage pageId="journey" />
}
