import { Paper } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useConnectivity } from '@/data/index.ts'
import { OnThisDevice } from '@/features/pwa/member.ts'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { DeviceList } from '../components/DeviceList.tsx'
import { ThisDevice } from '../components/ThisDevice.tsx'
import { useMySessions } from '../hooks/useMySessions.ts'

/**
 * /cross-platform-sync: the device in hand and how its sync stands, what it keeps for work
 * without signal, and every device signed in to the account, any of which can be signed out
 * (it then signs out and wipes its local data on its next request).
 */
export function CrossPlatformSyncPage() {
  const { t } = useTranslation('pages')
  const { online } = useConnectivity()
  const sessions = useMySessions(online)
  return (
    <PageFrame
      title={t('crossPlatformSync.title')}
      description={t('crossPlatformSync.description')}
    >
      <Paper withBorder p="md" radius="md">
        <ThisDevice />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <DeviceList data={sessions} offline={!online} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <OnThisDevice />
      </Paper>
    </PageFrame>
  )
}
