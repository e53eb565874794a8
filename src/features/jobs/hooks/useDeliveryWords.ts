// The words of a delivery toast (delivery-toast.ts) and badge: where a change is while the server
// has not confirmed it, and the server's refusal in the spec's wording (src/lib/server-messages.ts).
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useConnectivity } from '@/data/shell.ts'
import type { SyncBadgeWords } from '@/features/sync-status/index.ts'
import type { DeliveryWords } from '../delivery-toast.ts'
import { serverRefusalKey } from '@/lib/server-messages.ts'

/** "Not sent: …" with the refused constraint's message, else the kind of refusal. */
export function notSentWords(t: TFunction<'jobs'>, message: string): string {
  return t('delivery.failed', { message: t(serverRefusalKey(message) as never) })
}

/**
 * The sync badge's words for a job or an application. `synced` is what it says once the server
 * has it (by default "Published" or "Received by the company"); null shows nothing then, where a
 * status badge beside it already tells ("Received by the company" is wrong for a declined one).
 */
export function deliveryBadgeWords(
  t: TFunction<'jobs'>,
  collection: 'jobs' | 'job_applications',
  synced?: string | null,
): SyncBadgeWords {
  return {
    local: t('delivery.local'),
    sending: t('delivery.sending'),
    synced:
      synced === undefined
        ? t(collection === 'jobs' ? 'delivery.jobSynced' : 'delivery.synced')
        : synced,
    failed: (reason) => t('delivery.failed', { message: reason }),
  }
}

/** Words for an application change; `confirmed` is what the toast says once the server has it. */
export function useDeliveryWords(): (
  confirmed: 'apply.sent' | 'apply.resubmitted',
) => DeliveryWords {
  const { t } = useTranslation('jobs')
  const { online } = useConnectivity()
  return (confirmed) => ({
    saved: online ? t('apply.saving') : t('apply.savedOffline'),
    confirmed: t(confirmed),
    failed: (message) => notSentWords(t, message),
  })
}

/** Words for a job its company posts or edits. */
export function useJobDeliveryWords(): (change: 'posted' | 'edited') => DeliveryWords {
  const { t } = useTranslation('jobs')
  const { online } = useConnectivity()
  const failed = (message: string) => notSentWords(t, message)
  return (change) =>
    change === 'posted'
      ? {
          saved: online ? t('post.publishing') : t('post.savedOffline'),
          confirmed: t('post.posted'),
          failed,
        }
      : {
          saved: online ? t('post.sendingChanges') : t('post.changesOffline'),
          confirmed: t('post.saved'),
          failed,
        }
}
