// The header's notification bell (spec sections 2, 3 and 4).
export const notifications = {
  bellLabel: 'Notifications',
  bellLabelUnread: 'Notifications, {{count}} unread',
  title: 'Notifications',
  markAllRead: 'Mark all read',
  empty: 'No notifications yet',
  unread: 'Unread',
  newToastTitle: 'New notification',
} as const
