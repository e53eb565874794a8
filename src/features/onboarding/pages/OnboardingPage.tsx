import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function OnboardingPage() {
  return <CataloguePage pageId="onboarding" />
}
