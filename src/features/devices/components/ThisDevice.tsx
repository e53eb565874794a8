import { Badge, Group, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useConnectivity, useSyncState, useWaitingChanges } from '@/data/index.ts'
import { formatLocale } from '@/i18n/formats.ts'
import { PageSection } from '@/ui/PageSection.tsx'
import { deviceName } from '../device-name.ts'
import { isInstalled } from '../installed.ts'

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  )
}

/** The device in hand: what it is, whether it is installed and online, and how its sync stands. */
export function ThisDevice() {
  const { t } = useTranslation('sync')
  const { online } = useConnectivity()
  const sync = useSyncState()
  const waiting = useWaitingChanges(true)
  const last = sync.status?.lastSyncedAt
  return (
    <PageSection
      title={t('devices.thisDevice')}
      aside={
        <Badge variant="light" color={online ? 'green' : 'yellow'}>
          {online ? t('devices.online') : t('devices.offline')}
        </Badge>
      }
    >
      <Group gap="xs">
        <Text fw={600}>{deviceName(t, globalThis.navigator?.userAgent)}</Text>
        <Text c="dimmed">· {isInstalled() ? t('devices.installed') : t('devices.inBrowser')}</Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0}>
        <Figure
          label={t('devices.lastSynced')}
          value={
            last
              ? new Date(last).toLocaleString(formatLocale(), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })
              : t('devices.notYet')
          }
        />
        <Figure
          label={t('devices.waiting')}
          value={
            waiting === 0 ? t('devices.nothingWaiting') : t('devices.changes', { count: waiting })
          }
          testId="device-waiting"
        />
      </SimpleGrid>
    </PageSection>
  )
}
