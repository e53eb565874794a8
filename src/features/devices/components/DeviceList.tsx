import { useState } from 'react'
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core'
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatMoment } from '@/i18n/formats.ts'
import { deviceLabel } from '@/lib/device-label.ts'
import { PageSection } from '@/ui/PageSection.tsx'
import type { DeviceSession } from '../device-rows.ts'
import { deviceName } from '../device-name.ts'
import type { MySessions } from '../hooks/useMySessions.ts'

const when = (iso: string | null) => (iso ? formatMoment(iso) : '—')

/** Every device signed in to the account; any but this one can be signed out from here. */
export function DeviceList({ data, offline }: { data: MySessions; offline: boolean }) {
  const { t } = useTranslation('sync')
  if (!data.sessions) {
    return (
      <PageSection title={t('devices.title')}>
        {data.failed ? (
          <Alert color="red">{t('devices.loadFailed')}</Alert>
        ) : offline ? (
          <Alert color="yellow">{t('devices.offlineList')}</Alert>
        ) : (
          <Loader size="sm" aria-label={t('devices.loading')} />
        )}
      </PageSection>
    )
  }
  return (
    <PageSection
      title={t('devices.title')}
      aside={
        <Text span c="dimmed" size="sm">
          {t('devices.count', { count: data.sessions.length })}
        </Text>
      }
    >
      <Text size="sm" c="dimmed">
        {t('devices.explained')}
      </Text>
      {data.sessions.map((s) => (
        <DeviceCard key={s.id} session={s} data={data} offline={offline} />
      ))}
    </PageSection>
  )
}

function DeviceCard({
  session,
  data,
  offline,
}: {
  session: DeviceSession
  data: MySessions
  offline: boolean
}) {
  const { t } = useTranslation('sync')
  const [confirming, setConfirming] = useState(false)
  const name = deviceName(t, session.user_agent)
  const Icon = deviceLabel(session.user_agent).mobile ? IconDeviceMobile : IconDeviceDesktop
  return (
    <Card withBorder padding="sm" data-testid="signed-in-device">
      <Group justify="space-between" wrap="wrap" align="start">
        <Group gap="sm" align="start" wrap="nowrap">
          <Icon size={28} aria-hidden />
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>{name}</Text>
              {session.current ? (
                <Badge variant="light" size="sm">
                  {t('devices.thisOne')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {t('devices.lastActive', { date: when(session.last_active_at) })}
            </Text>
            {session.current ? null : <SyncReport session={session} />}
            <Text size="xs" c="dimmed">
              {[
                t('devices.signedIn', { date: when(session.created_at) }),
                session.ip ? t('devices.from', { ip: session.ip }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Group>
        {session.current ? null : confirming ? (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              {t('devices.keep')}
            </Button>
            <Button
              size="xs"
              color="red"
              loading={data.ending === session.id}
              disabled={offline}
              onClick={() => void data.end(session, name).then(() => setConfirming(false))}
            >
              {t('devices.confirmSignOut')}
            </Button>
          </Group>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="red"
            disabled={offline}
            onClick={() => setConfirming(true)}
            aria-label={`${t('devices.signOut')}: ${name}, ${when(session.last_active_at)}`}
          >
            {t('devices.signOut')}
          </Button>
        )}
      </Group>
    </Card>
  )
}

/** What the app on another device last said about its sync. */
function SyncReport({ session }: { session: DeviceSession }) {
  const { t } = useTranslation('sync')
  const report = session.report
  if (!report)
    return (
      <Text size="sm" c="dimmed" data-testid="device-report">
        {t('devices.reportNone')}
      </Text>
    )
  return (
    <Text size="sm" data-testid="device-report">
      {[
        report.installed ? t('devices.reportInstalled') : t('devices.reportBrowser'),
        report.pending_writes > 0
          ? t('devices.reportWaiting', { count: report.pending_writes })
          : t('devices.reportNothingWaiting'),
        report.last_synced_at
          ? t('devices.reportSynced', { date: when(report.last_synced_at) })
          : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </Text>
  )
}
