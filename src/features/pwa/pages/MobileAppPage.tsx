import { Paper, SimpleGrid, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DeviceStorageFigures } from '@/features/settings/index.ts'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { InstallGuide } from '../components/InstallGuide.tsx'
import { OnThisDevice } from '../components/OnThisDevice.tsx'
import { OpenOnPhone } from '../components/OpenOnPhone.tsx'

/**
 * /mobile-app: how to install CraftLink on the device in hand, a code to open it on a phone,
 * what this device keeps for work without signal, and its storage.
 */
export function MobileAppPage() {
  const { t } = useTranslation(['pages', 'pwa'])
  return (
    <PageFrame title={t('pages:mobileApp.title')} description={t('pages:mobileApp.description')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <InstallGuide />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <OpenOnPhone />
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <OnThisDevice />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm" component="section" aria-labelledby="device-storage-title">
          <Title order={2} size="h3" id="device-storage-title">
            {t('pwa:storage.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DeviceStorageFigures />
          </SimpleGrid>
        </Stack>
      </Paper>
    </PageFrame>
  )
}
