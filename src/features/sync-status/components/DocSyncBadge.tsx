import { Badge, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { serverRefusalKey } from '@/lib/server-messages.ts'
import { useDocSyncState } from '../hooks/useOutbox.ts'

const COLORS = { local: 'yellow', sending: 'blue', failed: 'red', synced: 'green' } as const

/** A page's own words for the states, where the general ones would say less. */
export interface SyncBadgeWords {
  local?: string
  sending?: string
  /** Once the server has it; null shows nothing (a status badge beside it already tells). */
  synced?: string | null
  /** The refusal's reason, already in the user's words. */
  failed?: (reason: string) => string
}

/**
 * The one badge for whether a document written on this device has reached the server (SPEC
 * SYNC-STATE-1): saved on this device, sending, synced, or not saved with the server's reason.
 */
export function DocSyncBadge({
  collection,
  docId,
  words = {},
}: {
  collection: string
  docId: string
  words?: SyncBadgeWords
}) {
  const { t } = useTranslation('sync')
  const sync = useDocSyncState(collection, docId)
  if (!sync) return null
  const { state, message } = sync
  if (state === 'synced' && words.synced === null) return null
  // The server's words are English and technical: the catalogue says what kind of refusal it was.
  const reason = message ? t(serverRefusalKey(message) as never) : ''
  const label =
    state === 'failed'
      ? (words.failed?.(reason) ?? t('doc.failed', { message: reason }))
      : (words[state] ?? t(`doc.${state}`))
  const badge = (
    <Badge
      color={COLORS[state]}
      variant="light"
      data-sync-state={state}
      style={{ textTransform: 'none' }}
    >
      {label}
    </Badge>
  )
  return state === 'local' && message ? (
    <Tooltip label={t('outbox.waitingReason', { message: reason })}>{badge}</Tooltip>
  ) : (
    badge
  )
}
