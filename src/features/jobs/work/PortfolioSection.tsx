import { Anchor, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_PORTFOLIO_PHOTOS, PHOTO_BUCKETS } from '@/db/file-columns.ts'
import { parseJsonList } from '@/db/fields.ts'
import type { PortfolioItemDoc } from '@/db/index.ts'
import { useLiveQuery, useRepositories } from '@/data/shell.ts'
import { useStillArriving } from '@/data/shell.ts'
import { forgetFile } from '@/data/index.ts'
import { PhotoGallery, PhotosField } from '@/features/files/index.ts'
import { ArrivingNotice } from '@/ui/ArrivingNotice.tsx'
import { formatDay } from '../format.ts'
import {
  EMPTY_PORTFOLIO_ITEM,
  portfolioFields,
  portfolioValues,
  type PortfolioItemForm,
} from '../rules/portfolio-item.ts'
import { PortfolioItemFormView } from './PortfolioItemForm.tsx'

/** My portfolio: add, edit, remove (soft delete, synced). */
export function PortfolioSection({ userId }: { userId: string }) {
  const { t } = useTranslation(['work', 'jobs'])
  const repos = useRepositories()
  const items = useLiveQuery((r) => r.portfolio.byUser$(userId), [userId]).data ?? []
  const [editing, setEditing] = useState<PortfolioItemDoc | 'new' | null>(null)
  // The photos of the item being edited, and those added during this edit (dropped from the
  // device again if the edit is cancelled or they are removed before saving).
  const [photos, setPhotos] = useState<string[]>([])
  const [added, setAdded] = useState<string[]>([])
  const arriving = useStillArriving('portfolio_items')
  const open = (item: PortfolioItemDoc | 'new') => {
    setPhotos(item === 'new' ? [] : parseJsonList(item.photos))
    setAdded([])
    setEditing(item)
  }
  const close = (kept: readonly string[]) => {
    for (const path of added) {
      if (!kept.includes(path)) void forgetFile(PHOTO_BUCKETS.portfolio, path)
    }
    setEditing(null)
  }
  const save = async (form: PortfolioItemForm) => {
    if (!repos || !editing) return
    const fields = { ...portfolioFields(form), photos: JSON.stringify(photos) }
    if (editing === 'new') {
      await repos.portfolio.insert({
        id: crypto.randomUUID(),
        user_id: userId,
        image_url: null,
        created_at: new Date().toISOString(),
        ...fields,
      })
    } else await repos.portfolio.patch(editing.id, fields)
    notifications.show({ color: 'green', message: t('work:myWork.saved') })
    close(photos)
  }
  const remove = async (item: PortfolioItemDoc) => {
    if (!repos || !window.confirm(t('work:myWork.removeConfirm'))) return
    await repos.portfolio.remove(item.id)
    notifications.show({ message: t('work:myWork.removed') })
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="portfolio-title">
      <Group justify="space-between">
        <Title order={2} fz="xl" id="portfolio-title">
          {t('work:myWork.portfolio')}
        </Title>
        <Button onClick={() => open('new')}>{t('work:myWork.add')}</Button>
      </Group>
      {items.length > 0 ? null : arriving ? (
        <ArrivingNotice text={t('work:myWork.portfolioArriving')} />
      ) : (
        <Text c="dimmed">{t('work:myWork.noPortfolio')}</Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {items.map((item) => (
          <Card key={item.id} withBorder padding="md" component="article" aria-label={item.title}>
            {parseJsonList(item.photos).length > 0 ? (
              <Card.Section mb="sm">
                <PhotoGallery
                  bucket={PHOTO_BUCKETS.portfolio}
                  paths={parseJsonList(item.photos)}
                  alt={item.title}
                  showState
                />
              </Card.Section>
            ) : null}
            <Stack gap={4}>
              <Text fw={700}>{item.title}</Text>
              <Text size="sm" c="dimmed">
                {[
                  item.trade ? t(`jobs:trades.${item.trade}` as 'jobs:trades.carpentry') : null,
                  item.completed_on ? formatDay(item.completed_on) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {item.description ? (
                <Text size="sm" lineClamp={3}>
                  {item.description}
                </Text>
              ) : null}
              {item.url ? (
                <Anchor href={item.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {item.url}
                </Anchor>
              ) : null}
              <Group gap="xs" mt={4}>
                <Button size="xs" variant="default" onClick={() => open(item)}>
                  {t('work:myWork.edit')}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => void remove(item)}>
                  {t('work:myWork.remove')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Modal opened={editing !== null} onClose={() => close([])} title={t('work:myWork.portfolio')}>
        {editing ? (
          <PortfolioItemFormView
            initial={editing === 'new' ? EMPTY_PORTFOLIO_ITEM : portfolioValues(editing)}
            onSave={save}
            onCancel={() => close([])}
            photos={
              <PhotosField
                bucket={PHOTO_BUCKETS.portfolio}
                owner={userId}
                value={photos}
                max={MAX_PORTFOLIO_PHOTOS}
                alt={t('work:myWork.portfolio')}
                onAdd={(paths) => {
                  setPhotos((p) => [...p, ...paths])
                  setAdded((a) => [...a, ...paths])
                }}
                onRemove={(path) => setPhotos((p) => p.filter((x) => x !== path))}
              />
            }
          />
        ) : null}
      </Modal>
    </Stack>
  )
}
