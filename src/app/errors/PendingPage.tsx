import { useTranslation } from 'react-i18next'
import { PageLoader } from '@/ui/PageLoader.tsx'

export function PendingPage() {
  const { t } = useTranslation('shell')
  return <PageLoader label={t('loading')} />
}
