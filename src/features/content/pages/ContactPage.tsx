import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/ui/PageFrame.tsx'

export function ContactPage() {
  const { t } = useTranslation(['help', 'pages'])
  const channels = t('help:contact.channels', { returnObjects: true })
  return (
    <PageFrame title={t('pages:contact.title')} description={t('help:contact.intro')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {channels.map((c) => (
          <Card key={c.email} withBorder padding="lg">
            <Title order={2} fz="lg">
              {c.heading}
            </Title>
            <Text c="dimmed" size="sm" mb="sm">
              {c.body}
            </Text>
            <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor>
          </Card>
        ))}
      </SimpleGrid>
      <Text>{t('help:contact.hours')}</Text>
      <Text size="sm" c="dimmed">
        {t('help:contact.security')}
      </Text>
    </PageFrame>
  )
}
