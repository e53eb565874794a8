import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PROVINCES } from '@/lib/validation/index.ts'
import type { JobCounts } from '../hooks/useJobCounts.ts'
import { provinceName } from '@/i18n/places.ts'
import { localeFormatter } from '@/i18n/formats.ts'

const number = () => localeFormatter('number', (locale) => new Intl.NumberFormat(locale))

/**
 * Real open-job counts for all 13 provinces and territories. The section keeps its shape while
 * the counts load (or cannot): the cards are there from the first paint and only their numbers
 * arrive, so nothing below moves (issue 41: the home page's layout shift was 0.24).
 */
export function JobCountsByProvince({ counts }: { counts: JobCounts }) {
  const { t } = useTranslation('work')
  const byProvince =
    counts.kind === 'ready' ? new Map(counts.counts.map((c) => [c.province, c.openJobs])) : null
  const total = counts.kind === 'ready' ? counts.counts.reduce((sum, c) => sum + c.openJobs, 0) : 0
  return (
    <Stack gap="sm" component="section" aria-labelledby="job-counts-title">
      <Title order={2} fz="xl" id="job-counts-title">
        {t('home.countsTitle')}
      </Title>
      {counts.kind === 'ready' ? (
        <Text c="dimmed" data-testid="job-count-total">
          {t('home.countsTotal', { count: total, formatted: number().format(total) })}
        </Text>
      ) : (
        <Text c="dimmed" role="status">
          {counts.kind === 'loading' ? t('home.countsLoading') : t('home.countsUnavailable')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {PROVINCES.map((province) => {
          const open = byProvince?.get(province)
          return (
            <Card
              key={province}
              withBorder
              padding="sm"
              role="group"
              aria-label={provinceName(province)}
            >
              <Text size="sm" c="dimmed">
                {provinceName(province)}
              </Text>
              <Text fw={700} fz="xl" aria-hidden={open === undefined || undefined}>
                {open === undefined ? '–' : number().format(open)}
              </Text>
            </Card>
          )
        })}
      </SimpleGrid>
    </Stack>
  )
}
