// Fills the bell from the local replica (spec sections 4 and 7; ARCHITECTURE: pages read only the
// replica). The replica's sync pulls the user's notifications and streams realtime inserts; a
// new one goes on top with a toast. Reads are local writes that sync later, so they work offline
// and are never reversed (the replica merges `read` with true winning).
import { notifications as toasts } from '@mantine/notifications'
import type { Subscription } from 'rxjs'
import { NOTIFICATIONS_SHOWN, whenRepositories, loadPhases } from '@/data/shell.ts'
import { onUserSignedIn, registerSignOutCleanup } from '@/features/auth/index.ts'
import { i18n } from '@/i18n/index.ts'
import { dataObject, notificationText, type Translate } from './notification-text.ts'
import {
  notificationsStore,
  registerReadPersister,
  type AppNotification,
  type NotificationType,
} from './notifications.store.ts'

const TYPES: readonly string[] = ['like', 'comment', 'follow', 'achievement', 'other']
/** Older notifications arriving with the first download are history, not news. */
const NEWS_WINDOW_MS = 30_000

interface NotificationLike {
  id: string
  user_id: string
  type: string
  title: string
  message: string
  data: unknown
  read: boolean
  created_at: string
}

export function toAppNotification(doc: NotificationLike): AppNotification {
  const data = dataObject(doc.data)
  const type = (TYPES.includes(doc.type) ? doc.type : 'other') as NotificationType
  return { ...doc, data, type, kind: doc.type }
}

/** The notifications worth a toast: unseen, unread and created since the user arrived. */
export function freshArrivals(
  docs: readonly NotificationLike[],
  known: ReadonlySet<string>,
  startedAtMs: number,
): NotificationLike[] {
  return docs.filter(
    (d) => !known.has(d.id) && !d.read && Date.parse(d.created_at) >= startedAtMs - NEWS_WINDOW_MS,
  )
}

/**
 * Feeds the replica's successive results and returns the ones to toast. The first result is what
 * this device already held when the bell started (a reload, a second tab): shown before, not news.
 */
export function arrivalsTracker(
  startedAtMs: number,
): (docs: readonly NotificationLike[]) => NotificationLike[] {
  const known = new Set<string>()
  let first = true
  return (docs) => {
    const fresh = first ? [] : freshArrivals(docs, known, startedAtMs)
    first = false
    for (const doc of docs) known.add(doc.id)
    return fresh
  }
}

export interface ToastText {
  title: string
  message: string
}

const CHAT_PATHS = new Set(['/chat', '/realtime-chat', '/real-time-chat'])

/** A message notification about the conversation on screen is no news: the reader sees it. */
export function aboutOpenConversation(
  doc: Pick<NotificationLike, 'type' | 'data'>,
  location: { pathname: string; search: string },
): boolean {
  if (doc.type !== 'message' || !CHAT_PATHS.has(location.pathname)) return false
  const open = new URLSearchParams(location.search).get('c')
  return open !== null && dataObject(doc.data)['conversation_id'] === open
}

/**
 * One toast per batch (issue 41: one overlay at a time): a single arrival shows itself, several
 * at once (a reconnect, a first download) one summary pointing at the bell.
 */
export function arrivalToasts(
  fresh: readonly NotificationLike[],
  summary: (count: number) => ToastText,
  describe: (doc: NotificationLike) => ToastText,
): ToastText[] {
  if (fresh.length === 0) return []
  if (fresh.length === 1) return [describe(fresh[0]!)]
  return [summary(fresh.length)]
}

/** A notification in the language shown now (notification-text.ts). */
function describeText(doc: NotificationLike): ToastText {
  return notificationText(doc.type, doc.data, doc, i18n.t as unknown as Translate)
}

function summaryText(count: number): ToastText {
  return {
    title: i18n.t('shell:notifications.manyTitle'),
    message: i18n.t('shell:notifications.manyMessage', { count }),
  }
}

let userId: string | null = null
let subscription: Subscription | null = null

/** Which start() is the latest: an earlier one still waiting must not subscribe too. */
let generation = 0

async function start(id: string): Promise<void> {
  userId = id
  const mine = ++generation
  subscription?.unsubscribe()
  subscription = null
  const arrivals = arrivalsTracker(Date.now())
  const repos = await whenRepositories()
  // The bell is drawn once the page has painted its content (load-phases.ts); reading it
  // earlier would only compete with the page's own first read.
  await loadPhases.firstContent.reached()
  if (userId !== id || mine !== generation) return
  const repo = repos.notifications
  subscription = repo.latest$(id, NOTIFICATIONS_SHOWN).subscribe((docs) => {
    const news = arrivals(docs).filter((d) => !aboutOpenConversation(d, window.location))
    for (const toast of arrivalToasts(news, summaryText, describeText)) toasts.show({ ...toast })
    notificationsStore.items = docs.map(toAppNotification)
  })
  subscription.add(repo.unreadCount$(id).subscribe((count) => (notificationsStore.unread = count)))
}

async function repository() {
  return (await whenRepositories()).notifications
}

let installed = false

/** Call once at start-up, next to installSupabaseAuth(). */
export function installNotificationsSource(): void {
  if (installed) return
  installed = true
  registerReadPersister({
    async markRead(id) {
      await (await repository()).markRead(id)
    },
    async markAllRead() {
      if (userId) await (await repository()).markAllRead(userId)
    },
  })
  onUserSignedIn((session) => void start(session.user.id))
  registerSignOutCleanup('notifications', () => {
    subscription?.unsubscribe()
    subscription = null
    userId = null
    notificationsStore.items = []
    notificationsStore.unread = 0
  })
}
