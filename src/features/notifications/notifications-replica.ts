// Fills the bell from the local replica (issue 5: pages read only the replica): the newest
// notifications as a live query, reads written locally and synced by the worker, a toast for each
// notification that arrives while the app runs. Works offline; read is never reversed.
import { notifications as toasts } from '@mantine/notifications'
import type { Subscription } from 'rxjs'
import type { NotificationDoc } from '@/db/index.ts'
import { repositoriesFor, whenDatabase, currentDatabase } from '@/data/index.ts'
import { onUserSignedIn, registerSignOutCleanup } from '@/features/auth/index.ts'
import {
  NOTIFICATIONS_SHOWN,
  notificationsStore,
  registerReadPersister,
  type AppNotification,
  type NotificationType,
} from './notifications.store.ts'

const TYPES: readonly string[] = ['like', 'comment', 'follow', 'achievement', 'other']

function toAppNotification(doc: NotificationDoc): AppNotification {
  let data: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(doc.data)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) data = parsed as never
  } catch {
    data = {}
  }
  const type = (TYPES.includes(doc.type) ? doc.type : 'other') as NotificationType
  return {
    id: doc.id,
    user_id: doc.user_id,
    type,
    title: doc.title,
    message: doc.message,
    data,
    read: doc.read,
    created_at: doc.created_at,
  }
}

let userId: string | null = null
let subscription: Subscription | null = null

async function start(id: string): Promise<void> {
  userId = id
  subscription?.unsubscribe()
  const db = await whenDatabase()
  if (userId !== id) return
  let known: Set<string> | null = null
  subscription = repositoriesFor(db)
    .notifications.latest$(id, NOTIFICATIONS_SHOWN * 5)
    .subscribe((docs) => {
      if (known) {
        for (const doc of docs)
          if (!known.has(doc.id)) toasts.show({ title: doc.title, message: doc.message })
      }
      known = new Set(docs.map((d) => d.id))
      notificationsStore.items = docs.map(toAppNotification)
    })
}

let installed = false

/** Call once at start-up, next to installSupabaseAuth(). */
export function installReplicaNotifications(): void {
  if (installed) return
  installed = true
  registerReadPersister({
    async markRead(id) {
      const db = currentDatabase()
      if (db) await repositoriesFor(db).notifications.markRead(id)
    },
    async markAllRead() {
      const db = currentDatabase()
      if (db && userId) await repositoriesFor(db).notifications.markAllRead(userId)
    },
  })
  onUserSignedIn((session) => void start(session.user.id))
  registerSignOutCleanup('notifications', () => {
    subscription?.unsubscribe()
    subscription = null
    userId = null
    notificationsStore.items = []
  })
}
