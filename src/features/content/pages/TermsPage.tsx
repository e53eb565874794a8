import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { ProseSections } from '@/ui/ProseSections.tsx'

export function TermsPage() {
  const { t } = useTranslation(['legal', 'pages'])
  return (
    <PageFrame title={t('pages:terms.title')} width="reading">
      <Text c="dimmed" size="sm">
        {t('legal:updated', { date: t('legal:updatedDate') })}
      </Text>
      <Text size="lg">{t('legal:terms.intro')}</Text>
      <ProseSections sections={t('legal:terms.sections', { returnObjects: true })} />
    </PageFrame>
  )
}
