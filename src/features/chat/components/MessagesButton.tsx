import { ActionIcon } from '@mantine/core'
import { IconMessageCircle } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { notificationsStore } from '@/features/notifications/index.ts'
import { CountBadge } from '@/ui/CountBadge.tsx'

/** The header's Messages entry with the unread count (the phone's bottom bar has its own). */
export function MessagesButton() {
  const { t } = useTranslation('shell')
  const { unreadMessages } = useSnapshot(notificationsStore)
  return (
    <ActionIcon
      variant="subtle"
      color="dark"
      size="lg"
      visibleFrom="sm"
      style={{ overflow: 'visible' }}
      aria-label={
        unreadMessages > 0
          ? t('bottomBar.messagesUnread', { count: unreadMessages })
          : t('bottomBar.messages')
      }
      data-testid="header-messages"
      renderRoot={(props) => <Link to="/chat" {...props} />}
    >
      <CountBadge count={unreadMessages}>
        <IconMessageCircle size={20} />
      </CountBadge>
    </ActionIcon>
  )
}
