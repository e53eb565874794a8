import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'

const COLOR: Record<string, string> = { delivered: 'green', pending: 'yellow', failed: 'red' }

/** A delivery's state as the server recorded it; "Queued" before its first attempt. */
export function DeliveryStatus({ status, attempts }: { status: string; attempts: number }) {
  const { t } = useTranslation('integrations')
  const key = status === 'pending' && attempts === 0 ? 'queued' : status
  return (
    <Badge size="sm" variant="light" color={COLOR[status] ?? 'gray'}>
      {t(`webhooks.status.${key}` as never)}
    </Badge>
  )
}
