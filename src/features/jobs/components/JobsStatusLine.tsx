import { Alert, Group, Loader, Text } from '@mantine/core'
import { IconCloudOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { timeAgo } from '../format.ts'
import { useJobsFreshness } from '../hooks/useJobsFreshness.ts'

interface Props {
  count: number
  isPartial: boolean
}

/**
 * How many jobs match, and what is shown: saved on this device, and since when. It alone follows
 * the sync status (many updates while syncing), so the list and filters do not re-render with it.
 */
export function JobsStatusLine({ count, isPartial }: Props) {
  const { t } = useTranslation('jobs')
  const freshness = useJobsFreshness()
  const ago = freshness.updatedAt ? timeAgo(freshness.updatedAt) : null
  return (
    <>
      {freshness.isOffline ? (
        <Alert
          color="gray"
          icon={<IconCloudOff size={18} />}
          role="status"
          data-testid="jobs-offline"
        >
          {ago ? t('list.offline', { ago }) : t('list.offlineNever')}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Text fw={600} role="status" aria-live="polite" data-testid="jobs-count">
          {t('list.count', { count })}
        </Text>
        <Group gap="xs">
          {isPartial ? (
            <>
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {t('list.loadingAll')}
              </Text>
            </>
          ) : !freshness.isOffline && ago ? (
            <Text size="sm" c="dimmed">
              {t('list.updated', { ago })}
            </Text>
          ) : null}
        </Group>
      </Group>
    </>
  )
}
