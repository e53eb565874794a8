import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useDelivery } from '../hooks/useDelivery.ts'
import { serverMessageKey } from '../rules/server-messages.ts'

const COLORS = { local: 'yellow', sending: 'blue', failed: 'red', synced: 'green' } as const

/** Whether a job or an application written here has reached the server (visibly waiting). */
export function DeliveryBadge({
  collection,
  docId,
}: {
  collection: 'jobs' | 'job_applications'
  docId: string
}) {
  const { t } = useTranslation('jobs')
  const { state, message } = useDelivery(collection, docId)
  const key = serverMessageKey(message)
  const label =
    state === 'failed'
      ? t('delivery.failed', { message: key ? t(key as never) : message })
      : state === 'synced' && collection === 'jobs'
        ? t('delivery.jobSynced')
        : t(`delivery.${state}`)
  return (
    <Badge
      color={COLORS[state]}
      variant="light"
      data-delivery={state}
      style={{ textTransform: 'none' }}
    >
      {label}
    </Badge>
  )
}
