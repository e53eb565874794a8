import { CataloguePage } from '@/ui/CataloguePage.tsx'

export function PortfolioPage() {
  return <CataloguePage pageId="portfolio" />
}
