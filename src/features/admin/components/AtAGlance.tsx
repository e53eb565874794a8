import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { CrawlerStats } from '@/backend/crawler-api.ts'
import { formatLocale } from '@/i18n/formats.ts'

interface Props {
  pendingRequests: number | null
  crawler: CrawlerStats | null
}

const figure = (n: number | null | undefined) =>
  n === null || n === undefined ? '-' : n.toLocaleString(formatLocale())

/** What needs an administrator now: requests waiting, and what crawler protection stopped. */
export function AtAGlance({ pendingRequests, crawler }: Props) {
  const { t } = useTranslation('admin')
  const cards = [
    { key: 'pendingRequests', value: pendingRequests, link: null },
    { key: 'detections', value: crawler?.totalDetections, link: '/crawler-protection' },
    { key: 'blockedRequests', value: crawler?.blockedRequests, link: '/crawler-protection' },
  ] as const
  return (
    // Three across on a phone too: the figures are what matters, and the tabs stay in view.
    <SimpleGrid
      cols={3}
      spacing={{ base: 'xs', sm: 'md' }}
      aria-label={t('glance.title')}
      role="group"
    >
      {cards.map((card) => (
        <Paper
          key={card.key}
          withBorder
          p={{ base: 'xs', sm: 'md' }}
          radius="md"
          role="group"
          aria-label={t(`glance.${card.key}`)}
        >
          <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed" lh={1.3}>
            {t(`glance.${card.key}`)}
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
