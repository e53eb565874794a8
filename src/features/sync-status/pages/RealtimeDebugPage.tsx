import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function RealtimeDebugPage() {
  return <CataloguePage pageId="realtimeDebug" />
}
