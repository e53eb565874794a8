import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function CrewFormationPage() {
  return <CataloguePage pageId="crewFormation" />
}
