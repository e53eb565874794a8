// Notifications as the header shows them (spec sections 3 and 4). The notifications issue fills
// `items` from the replica and registers how reads are persisted; the bell only reads and asks.
import { proxy } from 'valtio'

export type NotificationType = 'like' | 'comment' | 'follow' | 'achievement' | 'other'

export interface AppNotification {
  id: string
  user_id: string
  type: NotificationType
  /** The server's own type (`type` folds the kinds the bell has no icon for into 'other'). */
  kind: string
  title: string
  message: string
  data: Record<string, unknown>
  read: boolean
  created_at: string
}

export interface NotificationsState {
  items: AppNotification[]
  /** All of the user's unread notifications on this device; `items` holds only the 20 newest. */
  unread: number
  /** Unread chat messages, shown on the Messages entry of the mobile bar (chat fills it). */
  unreadMessages: number
}

export const NOTIFICATIONS_SHOWN = 20

export const notificationsStore = proxy<NotificationsState>({
  items: [],
  unread: 0,
  unreadMessages: 0,
})

/** The 20 newest, newest first. */
export function newestNotifications<T extends Pick<AppNotification, 'created_at'>>(state: {
  readonly items: readonly T[]
}): T[] {
  return [...state.items]
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
    .slice(0, NOTIFICATIONS_SHOWN)
}

/**
 * The badge's count: every unread notification, older ones below the 20 shown included. Never
 * fewer than the unread ones listed, since the list and the count arrive as two replica reads.
 */
export function unreadCount(state: {
  readonly items: ReadonlyArray<Pick<AppNotification, 'read'>>
  readonly unread: number
}): number {
  const listed = state.items.reduce((n, item) => (item.read ? n : n + 1), 0)
  return Math.max(state.unread, listed)
}

export interface ReadPersister {
  markRead(id: string): Promise<void>
  markAllRead(): Promise<void>
}

let persister: ReadPersister | null = null

export function registerReadPersister(p: ReadPersister): void {
  persister = p
}

/** Unread becomes read, never the reverse (spec section 4). */
export async function markNotificationRead(id: string): Promise<void> {
  const item = notificationsStore.items.find((n) => n.id === id)
  if (!item || item.read) return
  item.read = true
  notificationsStore.unread = Math.max(0, notificationsStore.unread - 1)
  await persister?.markRead(id)
}

export async function markAllNotificationsRead(): Promise<void> {
  if (unreadCount(notificationsStore) === 0) return
  for (const item of notificationsStore.items) item.read = true
  notificationsStore.unread = 0
  await persister?.markAllRead()
}
