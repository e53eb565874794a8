import { Badge, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { serverRefusalKey } from '@/lib/server-messages.ts'
import { useDocSyncState } from '../hooks/useOutbox.ts'

const COLORS = { local: 'yellow', sending: 'blue', failed: 'red', synced: 'green' } as const

/** Per-document state (SPEC SYNC-STATE-1): saved on this device, sending, synced or failed. */
export function DocSyncBadge({ collection, docId }: { collection: string; docId: string }) {
  const { t } = useTranslation('sync')
  const row = useDocSyncState(collection, docId)
  const state = row?.state ?? 'synced'
  // The server's words are English and technical: the catalogue says what kind of refusal it was.
  const reason = row?.message ? t(serverRefusalKey(row.message) as never) : ''
  const label = state === 'failed' ? t('doc.failed', { message: reason }) : t(`doc.${state}`)
  const badge = (
    <Badge color={COLORS[state]} variant="light" data-sync-state={state}>
      {label}
    </Badge>
  )
  return state === 'local' && row?.message ? (
    <Tooltip label={t('outbox.waitingReason', { message: reason })}>{badge}</Tooltip>
  ) : (
    badge
  )
}
