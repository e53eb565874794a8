import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { ProseSections } from '@/ui/ProseSections.tsx'

export function PrivacyPage() {
  const { t } = useTranslation(['legal', 'pages'])
  return (
    <PageFrame title={t('pages:privacy.title')} width="reading">
      <Text c="dimmed" size="sm">
        {t('legal:updated', { date: t('legal:updatedDate') })}
      </Text>
      <Text size="lg">{t('legal:privacy.intro')}</Text>
      <ProseSections sections={t('legal:privacy.sections', { returnObjects: true })} />
    </PageFrame>
  )
}
