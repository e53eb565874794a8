import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { CrawlerStats, PatternCount } from '@/backend/crawler-api.ts'

interface ListProps {
  title: string
  items: readonly PatternCount[]
  mono?: boolean
  /** Signal names are snake_case ids; show them as words. */
  words?: boolean
}

function PatternList({ title, items, mono, words }: ListProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Group key={item.value} justify="space-between" component="li" wrap="nowrap">
            <Text size="sm" ff={mono ? 'monospace' : undefined} truncate>
              {words ? item.value.replace(/_/g, ' ') : item.value}
            </Text>
            <Badge variant="light">{item.count}</Badge>
          </Group>
        ))}
      </Stack>
    </Paper>
  )
}

/** What fires most among flagged detections (score 50+) of the last 7 days. */
export function PatternsTab({ patterns }: { patterns: CrawlerStats['patterns'] | undefined }) {
  const { t } = useTranslation('crawler')
  const p = patterns ?? { signals: [], paths: [], ips: [] }
  if (p.signals.length + p.paths.length + p.ips.length === 0) {
    return <Text c="dimmed">{t('patterns.empty')}</Text>
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <PatternList title={t('patterns.signals')} items={p.signals} words />
      <PatternList title={t('patterns.paths')} items={p.paths} />
      <PatternList title={t('patterns.ips')} items={p.ips} mono />
    </SimpleGrid>
  )
}
