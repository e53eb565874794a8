import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function SubscriptionSuccessPage() {
  return <CataloguePage pageId="subscriptionSuccess" />
}
