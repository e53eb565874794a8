import { Accordion, Button, Card, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/ui/PageFrame.tsx'

export function HelpPage() {
  const { t } = useTranslation(['help', 'pages'])
  const faq = t('help:faq', { returnObjects: true })
  return (
    <PageFrame title={t('pages:help.title')} description={t('help:intro')} width="reading">
      <Accordion variant="separated">
        {faq.map((item) => (
          <Accordion.Item key={item.q} value={item.q}>
            <Accordion.Control>{item.q}</Accordion.Control>
            <Accordion.Panel>{item.a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Card withBorder padding="lg">
        <Title order={2} fz="lg">
          {t('help:stillStuck')}
        </Title>
        <Text c="dimmed" mb="sm">
          {t('help:stillStuckBody')}
        </Text>
        <Button component={Link} to="/contact" w="fit-content">
          {t('help:contactUs')}
        </Button>
      </Card>
    </PageFrame>
  )
}
