// Notifications as the header shows them (spec sections 3 and 4). The notifications issue fills
// `items` from the replica and registers how reads are persisted; the bell only reads and asks.
import { proxy } from 'valtio'

export type NotificationType = 'like' | 'comment' | 'follow' | 'achievement' | 'other'

export interface AppNotification {
  id: string
  user_id: string
  type: NotificationType
  title: string
  message: string
  data: Record<string, unknown>
  read: boolean
  created_at: string
}

export interface NotificationsState {
  items: AppNotification[]
  /** Unread chat messages, shown on the Messages entry of the mobile bar (chat fills it). */
  unreadMessages: number
}

export const NOTIFICATIONS_SHOWN = 20

export const notificationsStore = proxy<NotificationsState>({ items: [], unreadMessages: 0 })

/** The 20 newest, newest first. */
export function newestNotifications<T extends Pick<AppNotification, 'created_at'>>(state: {
  readonly items: readonly T[]
}): T[] {
  return [...state.items]
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
    .slice(0, NOTIFICATIONS_SHOWN)
}

export function unreadCount(state: {
  readonly items: ReadonlyArray<Pick<AppNotification, 'read'>>
}): number {
  return state.items.reduce((n, item) => (item.read ? n : n + 1), 0)
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
  await persister?.markRead(id)
}

export async function markAllNotificationsRead(): Promise<void> {
  if (unreadCount(notificationsStore) === 0) return
  for (const item of notificationsStore.items) item.read = true
  await persister?.markAllRead()
}
