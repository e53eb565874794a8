import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function LiveStreamingPage() {
  return <CataloguePage pageId="liveStreaming" />
}
