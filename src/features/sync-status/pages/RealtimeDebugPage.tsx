import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { useSyncState } from '@/data/shell.ts'
import { resetLocalData, syncNow } from '@/data/index.ts'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { CollectionsTable } from '../components/CollectionsTable.tsx'
import { OutboxView } from '../components/OutboxView.tsx'
import { StorageInfo } from '../components/StorageInfo.tsx'
import { SyncStatusIndicator } from '../components/SyncStatusIndicator.tsx'
import { TablesTable } from '../components/TablesTable.tsx'
import { buildDiagnostics, downloadJson } from '../diagnostics.ts'
import { useEnvironmentInfo } from '../hooks/useEnvironmentInfo.ts'
import { useOutbox } from '../hooks/useOutbox.ts'

/** /realtime-debug: why a device is stuck, for support staff (issue 5). */
export function RealtimeDebugPage() {
  const { t } = useTranslation('sync')
  const { t: tp } = useTranslation('pages')
  const tab = useSyncState()
  const outbox = useOutbox()
  const [info, refresh] = useEnvironmentInfo()
  const yesNo = (v: boolean) => (v ? t('debug.yes') : t('debug.no'))
  const reset = async () => {
    if (!window.confirm(t('debug.resetConfirm'))) return
    await resetLocalData()
    notifications.show({ message: t('debug.resetDone') })
    refresh()
  }
  const exportFile = () => {
    if (!info) return
    const data = buildDiagnostics(tab, outbox, info)
    downloadJson(`craftlink-diagnostics-${new Date().toISOString().slice(0, 19)}.json`, data)
  }
  return (
    <PageFrame title={tp('realtimeDebug.title')} description={tp('realtimeDebug.description')}>
      <Card withBorder>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('debug.connection')}
            </Title>
            <SyncStatusIndicator />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Text>
              {t('debug.browserOnline')}: {yesNo(tab.isOnline)}
            </Text>
            <Text>{tab.isLeader ? t('debug.leaderTab') : t('debug.otherTab')}</Text>
            <Text>
              {t('debug.user')}: {tab.status?.userId ?? t('debug.none')}
            </Text>
          </SimpleGrid>
          {tab.problem ? (
            <Text c="red">
              {t('debug.problem')}: {tab.problem}
            </Text>
          ) : null}
          <Group>
            <Button onClick={syncNow}>{t('debug.syncNow')}</Button>
            <Button variant="light" onClick={exportFile} disabled={!info}>
              {t('debug.export')}
            </Button>
            <Button variant="subtle" color="red" onClick={() => void reset()}>
              {t('debug.resetTitle')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Title order={2} size="h4">
        {t('debug.collectionsTitle')}
      </Title>
      <CollectionsTable status={tab.status} />
      <Title order={2} size="h4">
        {t('debug.tablesTitle')}
      </Title>
      <TablesTable status={tab.status} />
      <OutboxView />
      <Title order={2} size="h4">
        {t('debug.storageTitle')}
      </Title>
      <StorageInfo info={info} />
    </PageFrame>
  )
}
