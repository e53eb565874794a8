import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function TestChatPage() {
  return <CataloguePage pageId="testChat" />
}
