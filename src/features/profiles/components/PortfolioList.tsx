import { Anchor, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PHOTO_BUCKETS } from '@/db/file-columns.ts'
import { parseJsonList } from '@/db/fields.ts'
import type { PortfolioItemDoc } from '@/db/index.ts'
import { PhotoGallery } from '@/features/files/index.ts'
import { formatDate } from '../profile-view.ts'

/** Finished work, read-only here (managed on /portfolio). */
export function PortfolioList({ items, isOwn }: { items: PortfolioItemDoc[]; isOwn: boolean }) {
  const { t } = useTranslation('profiles')
  return (
    <Stack component="section" aria-labelledby="portfolio-title" gap="sm">
      <Group justify="space-between">
        <Title order={3} id="portfolio-title">
          {t('profile.portfolioTitle')}
        </Title>
        {isOwn && (
          <Button component={Link} to="/portfolio" variant="subtle" size="xs">
            {t('profile.managePortfolio')}
          </Button>
        )}
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed">{t('profile.portfolioEmpty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((item) => {
            const photos = parseJsonList(item.photos)
            return (
              <Card key={item.id} withBorder radius="md" padding="md">
                {photos.length > 0 ? (
                  <Card.Section>
                    <PhotoGallery
                      bucket={PHOTO_BUCKETS.portfolio}
                      paths={photos}
                      alt={item.title}
                      showState={isOwn}
                    />
                  </Card.Section>
                ) : item.image_url ? (
                  <Card.Section>
                    <Image src={item.image_url} alt={item.title} h={160} fit="cover" />
                  </Card.Section>
                ) : null}
                <Stack gap={4} mt={photos.length > 0 || item.image_url ? 'sm' : 0}>
                  <Text fw={600}>{item.title}</Text>
                  {item.trade && (
                    <Text size="sm" c="dimmed">
                      {t(`trades.${item.trade}` as never, { defaultValue: item.trade })}
                    </Text>
                  )}
                  {item.completed_on && (
                    <Text size="sm">
                      {t('profile.completedOn', { date: formatDate(item.completed_on) })}
                    </Text>
                  )}
                  {item.description && (
                    <Text size="sm" lineClamp={4}>
                      {item.description}
                    </Text>
                  )}
                  {item.url && (
                    <Anchor href={item.url} target="_blank" rel="noopener noreferrer" size="sm">
                      {t('profile.openLink')}
                    </Anchor>
                  )}
                </Stack>
              </Card>
            )
          })}
        </SimpleGrid>
      )}
    </Stack>
  )
}
