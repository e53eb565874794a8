// A toast never claims the server has what it has not confirmed (issue 41): a change is announced
// as saved on this device, and the confirmation follows only once the server has confirmed the
// stored revision (SPEC SYNC-STATE-1), however long the device stays offline.
import { notifications } from '@mantine/notifications'
import { first } from 'rxjs'
import type { Repositories } from '@/data/shell.ts'

export interface DeliveryWords {
  /** Shown at once: where the change is now. */
  saved: string
  /** Shown once the server has it. */
  confirmed: string
  /** Shown when the server refused it, with its message. */
  failed: (message: string) => string
}

/** Announces a change written to the replica; returns a function that stops watching it. */
export function announceDelivery(
  repos: Pick<Repositories, 'outbox'>,
  collection: string,
  docId: string,
  words: DeliveryWords,
): () => void {
  const id = `delivery:${collection}:${docId}`
  notifications.show({ id, color: 'yellow', message: words.saved })
  const sub = repos.outbox
    .stateOf$(collection, docId)
    .pipe(first((s) => s.state === 'synced' || s.state === 'failed'))
    .subscribe({
      next: (s) => {
        notifications.hide(id)
        notifications.show(
          s.state === 'failed'
            ? { color: 'red', message: words.failed(s.message) }
            : { color: 'green', message: words.confirmed },
        )
      },
      // The replica closed first (sign-out): its change is gone, and so is the news.
      error: () => {},
    })
  return () => sub.unsubscribe()
}
