import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function MentorshipHubPage() {
  return <CataloguePage pageId="mentorshipHub" />
}
