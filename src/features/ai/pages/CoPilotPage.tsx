import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function CoPilotPage() {
  return <CataloguePage pageId="coPilot" />
}
