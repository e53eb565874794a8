import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function ChatPage() {
  return <CataloguePage pageId="chat" />
}
