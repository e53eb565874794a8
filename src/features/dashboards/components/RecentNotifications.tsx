import { Card, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLiveQuery, useStillArriving } from '@/data/index.ts'
import { timeAgo } from '@/features/jobs/index.ts'
import { ArrivingNotice } from '@/ui/ArrivingNotice.tsx'

const SHOWN = 5

/** The newest notifications from the replica. */
export function RecentNotifications({ userId }: { userId: string }) {
  const { t } = useTranslation('work')
  const items = useLiveQuery((r) => r.notifications.latest$(userId, SHOWN), [userId]).data ?? []
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
