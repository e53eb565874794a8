import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/ui/PageFrame.tsx'

/** Plans for craftsmen and companies; free plans lead to sign-up, paid ones to our team. */
export function PricingPage() {
  const { t } = useTranslation(['pricing', 'pages'])
  const plans = t('pricing:plans', { returnObjects: true })
  const faq = t('pricing:faq', { returnObjects: true })
  return (
    <PageFrame title={t('pages:pricing.title')} description={t('pricing:intro')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {plans.map((plan) => (
          <Card key={plan.id} withBorder padding="lg" radius="md">
            <Stack gap="sm" h="100%">
              <Group justify="space-between">
                <Title order={2} fz="lg">
                  {plan.name}
                </Title>
                {plan.id === 'professional' ? <Badge>{t('pricing:popular')}</Badge> : null}
              </Group>
              <Text c="dimmed" size="sm">
                {plan.audience}
              </Text>
              <Group gap={4} align="baseline">
                <Text fz={32} fw={800}>
                  {plan.price}
                </Text>
                {plan.id === 'enterprise' ? null : <Text c="dimmed">{t('pricing:perMonth')}</Text>}
              </Group>
              <List spacing={6} size="sm" icon={<IconCheck size={16} />} style={{ flex: 1 }}>
                {plan.features.map((f) => (
                  <List.Item key={f}>{f}</List.Item>
                ))}
              </List>
              <Button
                component={Link}
                to={plan.id === 'professional' || plan.id === 'enterprise' ? '/contact' : '/auth'}
                variant={plan.id === 'professional' ? 'filled' : 'light'}
              >
                {plan.cta}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text c="dimmed">{t('pricing:paidNote')}</Text>
      <Title order={2} fz="xl">
        {t('pricing:faqTitle')}
      </Title>
      {faq.map((item) => (
        <Stack key={item.q} gap={2}>
          <Text fw={600}>{item.q}</Text>
          <Text>{item.a}</Text>
        </Stack>
      ))}
    </PageFrame>
  )
}
