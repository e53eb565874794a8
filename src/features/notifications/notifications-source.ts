// Fills the bell for the signed-in user (spec sections 4 and 7): the 20 newest, then realtime
// inserts on top with a toast. Reads are shown at once and sent to the server; reads made
// offline are kept and sent when the connection returns, never reversed.
import { notifications as toasts } from '@mantine/notifications'
import {
  fetchNewestNotifications,
  markAllNotificationsReadRemote,
  markNotificationReadRemote,
  subscribeToNewNotifications,
  type NotificationRow,
} from '@/backend/notifications-api.ts'
import { onUserSignedIn, registerSignOutCleanup } from '@/features/auth/index.ts'
import {
  NOTIFICATIONS_SHOWN,
  notificationsStore,
  registerReadPersister,
  type AppNotification,
  type NotificationType,
} from './notifications.store.ts'

const TYPES: readonly NotificationType[] = ['like', 'comment', 'follow', 'achievement', 'other']

function toAppNotification(row: NotificationRow): AppNotification {
  const type = (TYPES as readonly string[]).includes(row.type)
    ? (row.type as NotificationType)
    : 'other'
  return { ...row, type }
}

let userId: string | null = null
let unsubscribe: (() => void) | null = null
const pendingReads = new Set<string>()
let pendingAllRead = false

/** Server rows merged with local reads: a read never turns unread again. */
function merge(rows: NotificationRow[]): void {
  const readLocally = new Set(notificationsStore.items.filter((n) => n.read).map((n) => n.id))
  notificationsStore.items = rows.map((row) => {
    const item = toAppNotification(row)
    return readLocally.has(item.id) || pendingAllRead ? { ...item, read: true } : item
  })
}

function onInsert(row: NotificationRow): void {
  if (row.user_id !== userId || notificationsStore.items.some((n) => n.id === row.id)) return
  notificationsStore.items = [toAppNotification(row), ...notificationsStore.items].slice(
    0,
    NOTIFICATIONS_SHOWN * 5,
  )
  toasts.show({ title: row.title, message: row.message })
}

async function flushPendingReads(): Promise<void> {
  if (!userId || !navigator.onLine) return
  if (pendingAllRead) {
    const result = await markAllNotificationsReadRemote(userId)
    if (result.ok) pendingAllRead = false
  }
  for (const id of [...pendingReads]) {
    const result = await markNotificationReadRemote(id)
    if (result.ok) pendingReads.delete(id)
  }
}

async function start(id: string): Promise<void> {
  userId = id
  unsubscribe?.()
  unsubscribe = subscribeToNewNotifications(id, onInsert)
  const result = await fetchNewestNotifications(id, NOTIFICATIONS_SHOWN)
  if (!result.ok) {
    console.error('Loading notifications failed', result.error.message)
    return
  }
  if (userId === id) merge(result.value)
}

let installed = false

/** Call once at start-up, next to installSupabaseAuth(). */
export function installNotificationsSource(): void {
  if (installed) return
  installed = true
  registerReadPersister({
    async markRead(id) {
      pendingReads.add(id)
      await flushPendingReads()
    },
    async markAllRead() {
      pendingAllRead = true
      await flushPendingReads()
    },
  })
  onUserSignedIn((session) => void start(session.user.id))
  window.addEventListener('online', () => {
    void flushPendingReads()
    if (userId) void start(userId)
  })
  registerSignOutCleanup('notifications', () => {
    unsubscribe?.()
    unsubscribe = null
    userId = null
    pendingReads.clear()
    pendingAllRead = false
    notificationsStore.items = []
  })
}
