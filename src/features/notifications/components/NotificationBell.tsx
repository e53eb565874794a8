import {
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { useStillArriving } from '@/data/shell.ts'
import { ArrivingNotice } from '@/ui/ArrivingNotice.tsx'
import { CountBadge } from '@/ui/CountBadge.tsx'
import {
  markAllNotificationsRead,
  markNotificationRead,
  newestNotifications,
  notificationsStore,
  unreadCount,
} from '../notifications.store.ts'
import { notificationText, type Translate } from '../notification-text.ts'

/** The header bell: the 20 newest, unread count (99+ cap), Mark all read, empty state. */
export function NotificationBell() {
  const { t, i18n } = useTranslation('shell')
  const snap = useSnapshot(notificationsStore)
  const unread = unreadCount(snap)
  // In the language shown now: a switch rewrites them (notification-text.ts).
  const items = newestNotifications(snap).map((n) => ({
    ...n,
    ...notificationText(n.kind, n.data, n, t as unknown as Translate),
  }))
  const arriving = useStillArriving('notifications')
  const navigate = useNavigate()
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    // The panel lives at the end of the page (portal): focus moves into it on open, stays there
    // while it is open, and returns to the bell when Escape or a click outside closes it.
    <Popover position="bottom-end" width={340} shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          style={{ overflow: 'visible' }}
          aria-label={
            unread > 0
              ? t('notifications.openWithCount', { count: unread })
              : t('notifications.open')
          }
        >
          <CountBadge count={unread}>
            <IconBell size={22} />
          </CountBadge>
        </ActionIcon>
      </Popover.Target>
      {/* Focusable itself, so focus has somewhere to go when the panel holds no control. */}
      <Popover.Dropdown p={0} tabIndex={-1}>
        <Group justify="space-between" px="md" py="xs">
          <Text fw={600}>{t('notifications.title')}</Text>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={unread === 0}
            onClick={() => void markAllNotificationsRead()}
          >
            {t('notifications.markAllRead')}
          </Button>
        </Group>
        {items.length === 0 && arriving ? (
          <Box px="md" py="lg">
            <ArrivingNotice text={t('notifications.arriving')} />
          </Box>
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" size="sm">
            {t('notifications.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={400}>
            <Stack gap={0}>
              {items.map((n) => (
                <UnstyledButton
                  key={n.id}
                  px="md"
                  py="xs"
                  onClick={() => {
                    void markNotificationRead(n.id)
                    // A message opens its conversation (reading it there reads the rest).
                    const conversation = n.data['conversation_id']
                    if (n.kind === 'message' && typeof conversation === 'string')
                      void navigate({ to: '/chat', search: { c: conversation } })
                  }}
                >
                  <Indicator
                    disabled={n.read}
                    position="middle-start"
                    size={8}
                    offset={-8}
                    aria-label={n.read ? undefined : t('notifications.unread')}
                  >
                    <Text size="sm" fw={n.read ? 400 : 600}>
                      {n.title}
                    </Text>
                  </Indicator>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {n.message}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {when.format(new Date(n.created_at))}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  )
}
