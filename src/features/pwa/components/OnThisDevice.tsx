import { SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PageSection } from '@/ui/PageSection.tsx'
import { useLiveQuery, useRowCounts } from '@/data/index.ts'
import { localeFormatter } from '@/i18n/formats.ts'

const KEPT = [
  ['jobs', 'jobs'],
  ['job_applications', 'applications'],
  ['saved_jobs', 'savedJobs'],
  ['portfolio_items', 'portfolio'],
  ['notifications', 'notifications'],
] as const
const TABLES = KEPT.map(([table]) => table)

const number = () => localeFormatter('number', (locale) => new Intl.NumberFormat(locale))

/** What the replica on this device holds for work without signal, and what waits to be sent. */
export function OnThisDevice() {
  const { t } = useTranslation('pwa')
  const counts = useRowCounts(TABLES)
  const waiting = useLiveQuery((r) => r.outbox.counts$(), []).data
  const unsent = waiting ? waiting.waiting + waiting.failed : 0

  return (
    <PageSection title={t('onDevice.title')}>
      <Text>{t('onDevice.body')}</Text>
      <SimpleGrid cols={{ base: 2, sm: 5 }} component="dl" m={0} data-testid="kept-on-device">
        {KEPT.map(([table, label]) => (
          <div key={table}>
            <Text component="dt" size="sm" c="dimmed">
              {t(`onDevice.${label}`)}
            </Text>
            <Text component="dd" m={0} fw={600} data-table={table}>
              {counts[table] === undefined ? '…' : number().format(counts[table])}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text data-testid="waiting-changes">
        {unsent === 0 ? t('onDevice.nothingWaiting') : t('onDevice.waiting', { count: unsent })}
      </Text>
    </PageSection>
  )
}
