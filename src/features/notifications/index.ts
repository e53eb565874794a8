export {
  notificationsStore,
  newestNotifications,
  unreadCount,
  markNotificationRead,
  markAllNotificationsRead,
  registerReadPersister,
  NOTIFICATIONS_SHOWN,
  type AppNotification,
  type NotificationType,
  type NotificationsState,
  type ReadPersister,
} from './notifications.store.ts'
export {
  dataObject,
  notificationText,
  type NotificationWords,
  type Translate,
} from './notification-text.ts'
