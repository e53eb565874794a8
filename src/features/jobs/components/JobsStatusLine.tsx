import { Alert, Group, Loader, Text } from '@mantine/core'
import { IconCloudOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { timeAgo } from '../format.ts'
import type { Freshness } from '../hooks/useJobsFreshness.ts'

interface Props {
  count: number
  isPartial: boolean
  freshness: Freshness
}

/** How many jobs match, and what is shown: saved on this device, and since when. */
export function JobsStatusLine({ count, isPartial, freshness }: Props) {
  const { t } = useTranslation('jobs')
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
