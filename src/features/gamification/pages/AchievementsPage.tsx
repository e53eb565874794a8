import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function AchievementsPage() {
  return <CataloguePage pageId="achievements" />
}
