import { useTranslation } from 'react-i18next'
import type { PageId } from '@/i18n/en/index.ts'
import { PageFrame } from './PageFrame.tsx'

/** A page shown with its catalogue title and purpose until its feature builds the content. */
export function CataloguePage({ pageId }: { pageId: PageId }) {
  const { t } = useTranslation('pages')
  return <PageFrame title={t(`${pageId}.title`)} description={t(`${pageId}.description`)} />
}
