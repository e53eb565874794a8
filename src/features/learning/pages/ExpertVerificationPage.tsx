import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function ExpertVerificationPage() {
  return <CataloguePage pageId="expertVerification" />
}
