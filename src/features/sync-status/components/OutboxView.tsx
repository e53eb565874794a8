import { Button, Card, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import type { SyncOutboxDoc } from '@/db/index.ts'
import { discardChange, retryChange } from '@/data/index.ts'
import { useOutbox } from '../hooks/useOutbox.ts'
import { DocSyncBadge } from './DocSyncBadge.tsx'
import { localErrorKey } from '@/lib/local-errors.ts'

function OutboxItem({ item }: { item: SyncOutboxDoc }) {
  const { t } = useTranslation('sync')
  const run = async (action: 'retry' | 'discard') => {
    if (action === 'discard' && !window.confirm(t('outbox.discardConfirm'))) return
    try {
      if (action === 'retry') await retryChange(item.collection_name, item.doc_id)
      else await discardChange(item.collection_name, item.doc_id)
      notifications.show({ message: t(action === 'retry' ? 'outbox.retried' : 'outbox.discarded') })
    } catch (err) {
      console.warn(`Outbox ${action} failed`, err)
      notifications.show({
        color: 'red',
        message: t('outbox.actionFailed', { message: t(localErrorKey(err) as never) }),
      })
    }
  }
  const collection = t(`collections.${item.collection_name}` as 'collections.jobs', {
    defaultValue: item.collection_name,
  })
  return (
    // A document named by what it holds (a job's title); one of a kind is named by its table.
    <Card
      withBorder
      padding="sm"
      component="li"
      aria-label={item.label ? `${collection}: ${item.label}` : collection}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600}>{item.label || collection}</Text>
          <Text size="sm" c="dimmed">
            {collection} · {t('outbox.attempts', { count: item.attempts })}
          </Text>
          <DocSyncBadge collection={item.collection_name} docId={item.doc_id} />
        </Stack>
        {item.state === 'failed' ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => void run('retry')}>
              {t('outbox.retry')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => void run('discard')}>
              {t('outbox.discard')}
            </Button>
          </Group>
        ) : null}
      </Group>
    </Card>
  )
}

/** Waiting and failed changes with retry and discard (SPEC SYNC-ERR-4). */
export function OutboxView() {
  const { t } = useTranslation('sync')
  const items = useOutbox()
  return (
    <Stack gap="xs" component="section" aria-label={t('outbox.title')}>
      <Text fw={700}>{t('outbox.title')}</Text>
      {items.length === 0 ? (
        <Text c="dimmed">{t('outbox.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <OutboxItem key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}
