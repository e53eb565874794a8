import { Anchor, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PortfolioItemDoc } from '@/db/index.ts'
import { useLiveQuery, useRepositories, useStillArriving } from '@/data/index.ts'
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
  const arriving = useStillArriving('portfolio_items')
  const save = async (form: PortfolioItemForm) => {
    if (!repos || !editing) return
    if (editing === 'new') {
      await repos.portfolio.insert({
        id: crypto.randomUUID(),
        user_id: userId,
        image_url: null,
        created_at: new Date().toISOString(),
        ...portfolioFields(form),
      })
    } else await repos.portfolio.patch(editing.id, portfolioFields(form))
    notifications.show({ color: 'green', message: t('work:myWork.saved') })
    setEditing(null)
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
        <Button onClick={() => setEditing('new')}>{t('work:myWork.add')}</Button>
      </Group>
      {items.length > 0 ? null : arriving ? (
        <ArrivingNotice text={t('work:myWork.portfolioArriving')} />
      ) : (
        <Text c="dimmed">{t('work:myWork.noPortfolio')}</Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {items.map((item) => (
          <Card key={item.id} withBorder padding="md" component="article" aria-label={item.title}>
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
                <Button size="xs" variant="default" onClick={() => setEditing(item)}>
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
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('work:myWork.portfolio')}
      >
        {editing ? (
          <PortfolioItemFormView
            initial={editing === 'new' ? EMPTY_PORTFOLIO_ITEM : portfolioValues(editing)}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  )
}
