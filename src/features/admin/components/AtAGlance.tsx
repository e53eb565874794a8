import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { CrawlerStats } from '@/backend/crawler-api.ts'
import { formatLocale } from '@/i18n/formats.ts'
import type { SyncHealth } from '../hooks/useSyncHealth.ts'

interface Props {
  pendingRequests: number | null
  crawler: CrawlerStats | null
  sync: SyncHealth | null
}

const figure = (n: number | null | undefined) =>
  n === null || n === undefined ? '-' : n.toLocaleString(formatLocale())

/** What needs an administrator now: requests waiting, what crawler protection stopped, and how
 * the devices' sync stands (devices heard from in a day, unsent changes, older than a day). */
export function AtAGlance({ pendingRequests, crawler, sync }: Props) {
  const { t } = useTranslation('admin')
  return (
    <>
      <Figures
        label={t('glance.title')}
        cards={[
          { key: 'pendingRequests', value: pendingRequests, link: null },
          { key: 'detections', value: crawler?.totalDetections, link: '/crawler-protection' },
          { key: 'blockedRequests', value: crawler?.blockedRequests, link: '/crawler-protection' },
        ]}
      />
      <Figures
        label={t('glance.syncTitle')}
        cards={[
          { key: 'devices24h', value: sync?.devices_24h, link: null },
          { key: 'withPending', value: sync?.with_pending, link: null },
          { key: 'stalePending', value: sync?.stale_pending, link: null },
        ]}
      />
    </>
  )
}

interface Card {
  key: string
  value: number | null | undefined
  link: '/crawler-protection' | null
}

function Figures({ label, cards }: { label: string; cards: Card[] }) {
  const { t } = useTranslation('admin')
  return (
    // Three across on a phone too: the figures are what matters, and the tabs stay in view.
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }} aria-label={label} role="group">
      {cards.map((card) => (
        <Paper
          key={card.key}
          withBorder
          p={{ base: 'xs', sm: 'md' }}
          radius="md"
          role="group"
          aria-label={t(`glance.${card.key}` as never)}
        >
          <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed" lh={1.3}>
            {t(`glance.${card.key}` as never)}
          </Text>
          <Text fz={{ base: 22, sm: 28 }} fw={700}>
            {figure(card.value)}
          </Text>
          {card.link ? (
            <Anchor component={Link} to={card.link} fz={{ base: 'xs', sm: 'sm' }}>
              {t('glance.openCrawler')}
            </Anchor>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  )
}
