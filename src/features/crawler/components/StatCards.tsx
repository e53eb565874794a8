import { Paper, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { CrawlerStats } from '@/backend/crawler-api.ts'
import { formatLocale } from '@/i18n/formats.ts'

/** The four stat cards (spec section 2). */
export function StatCards({ stats }: { stats: CrawlerStats | null }) {
  const { t } = useTranslation('crawler')
  const cards = [
    { key: 'totalDetections', value: stats?.totalDetections },
    { key: 'blockedRequests', value: stats?.blockedRequests },
    { key: 'blacklistedIPs', value: stats?.blacklistedIPs },
    { key: 'botFingerprints', value: stats?.suspiciousFingerprints },
  ] as const
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {cards.map((card) => (
        <Paper
          key={card.key}
          withBorder
          p="md"
          radius="md"
          role="group"
          aria-label={t(`stats.${card.key}`)}
        >
          <Text size="sm" c="dimmed">
            {t(`stats.${card.key}`)}
          </Text>
          <Text fz={28} fw={700}>
            {card.value === undefined ? '-' : card.value.toLocaleString(formatLocale())}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
