import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function DailyMissionsPage() {
  return <CataloguePage pageId="dailyMissions" />
}
