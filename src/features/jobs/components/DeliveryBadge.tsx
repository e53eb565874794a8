import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useDelivery } from '../hooks/useDelivery.ts'
import { notSentWords } from '../hooks/useDeliveryWords.ts'

const COLORS = { local: 'yellow', sending: 'blue', failed: 'red', synced: 'green' } as const

/**
 * Whether a job or an application written here has reached the server (visibly waiting).
 * `synced` is what it says once the server has it; null shows nothing then (a status badge beside
 * it already tells): "Received by the company" is wrong for a withdrawn or declined application.
 */
export function DeliveryBadge({
  collection,
  docId,
  synced,
}: {
  collection: 'jobs' | 'job_applications'
  docId: string
  synced?: string | null
}) {
  const { t } = useTranslation('jobs')
  const { state, message } = useDelivery(collection, docId)
  if (state === 'synced' && synced === null) return null
  const label =
    state === 'failed'
      ? notSentWords(t, message)
      : state === 'synced'
        ? (synced ?? t(collection === 'jobs' ? 'delivery.jobSynced' : 'delivery.synced'))
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
