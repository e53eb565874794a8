import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function RealtimeChatPage() {
  return <CataloguePage pageId="realtimeChat" />
}
