import { Card, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLiveQuery } from '@/data/shell.ts'
import { useStillArriving } from '@/data/shell.ts'
import { timeAgo } from '@/features/jobs/index.ts'
import { notificationText, type Translate } from '@/features/notifications/index.ts'
import type { Audience } from '@/lib/role-pages.ts'
import { ArrivingNotice } from '@/ui/ArrivingNotice.tsx'
import { forDashboard } from '../notification-side.ts'

const SHOWN = 5
/** Enough of the newest to find five for one side when the other side is busy. */
const LOOKED_AT = 40

/** The newest notifications from the replica that speak to this dashboard's side. */
export function RecentNotifications({ userId, side }: { userId: string; side: Audience }) {
  const { t } = useTranslation('work')
  const latest = useLiveQuery((r) => r.notifications.latest$(userId, LOOKED_AT), [userId]).data
  const items = (latest ? forDashboard(latest, side, SHOWN) : []).map((n) => ({
    ...n,
    ...notificationText(n.type, n.data, n, t as unknown as Translate),
  }))
  const arriving = useStillArriving('notifications')
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="recent-notifications">
      <Title order={2} fz="lg" id="recent-notifications" mb="xs">
        {t('dashboard.recentNotifications')}
      </Title>
      {items.length === 0 && arriving ? (
        <ArrivingNotice text={t('dashboard.notificationsArriving')} />
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('dashboard.noNotifications')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((n) => (
            <li key={n.id}>
              <Text fw={n.read ? 400 : 700} size="sm">
                {n.title}
              </Text>
              <Text size="sm" c="dimmed">
                {n.message} · {timeAgo(n.created_at)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  )
}
