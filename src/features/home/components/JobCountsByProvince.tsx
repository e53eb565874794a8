import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { onFirstUse } from '@/lib/on-first-use.ts'
import type { JobCounts } from '../hooks/useJobCounts.ts'

const number = onFirstUse(() => new Intl.NumberFormat('en-CA'))

/** Real open-job counts for all 13 provinces and territories. */
export function JobCountsByProvince({ counts }: { counts: JobCounts }) {
  const { t } = useTranslation('work')
  if (counts.kind !== 'ready') {
    return (
      <Text c="dimmed" role="status">
        {counts.kind === 'loading' ? t('home.countsLoading') : t('home.countsUnavailable')}
      </Text>
    )
  }
  const total = counts.counts.reduce((sum, c) => sum + c.openJobs, 0)
  return (
    <Stack gap="sm" component="section" aria-labelledby="job-counts-title">
      <Title order={2} fz="xl" id="job-counts-title">
        {t('home.countsTitle')}
      </Title>
      <Text c="dimmed" data-testid="job-count-total">
        {t('home.countsTotal', { count: total, formatted: number().format(total) })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {counts.counts.map((c) => (
          <Card key={c.province} withBorder padding="sm" role="group" aria-label={c.province}>
            <Text size="sm" c="dimmed">
              {c.province}
            </Text>
            <Text fw={700} fz="xl">
              {number().format(c.openJobs)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
