import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function CrawlerProtectionPage() {
  return <CataloguePage pageId="crawlerProtection" />
}
