import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function EventsPage() {
  return <CataloguePage pageId="events" />
}
