import { Button, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { formatBytes } from '../settings-rules.ts'
import { useDeviceStorage } from '../hooks/useDeviceStorage.ts'
import { Figure } from './Figure.tsx'

/**
 * Storage used on this device and whether the browser keeps it, with the request to keep it. A
 * new `readAgain` reads the figures again.
 */
export function DeviceStorageFigures({ readAgain = 0 }: { readAgain?: number }) {
  const { t } = useTranslation('settings')
  const { storage, refresh } = useDeviceStorage(readAgain)
  const used = formatBytes(storage?.usage)
  const quota = formatBytes(storage?.quota)

  const persist = async () => {
    const granted = await navigator.storage?.persist?.().catch(() => false)
    if (!granted) notifications.show({ color: 'yellow', message: t('device.persistRefused') })
    refresh()
  }

  return (
    <>
      <Figure label={t('device.storageUsed')}>
        <Text data-testid="storage-used">
          {used ? (quota ? t('device.storageOf', { used, quota }) : used) : t('device.unknown')}
        </Text>
      </Figure>
      <Figure label={t('device.persistent')}>
        <Stack gap={4} align="flex-start">
          <Text data-testid="storage-persistent">
            {storage?.persisted ? t('device.persistGranted') : t('device.persistDenied')}
          </Text>
          {storage && !storage.persisted && (
            <Button size="xs" variant="light" onClick={() => void persist()}>
              {t('device.persistAsk')}
            </Button>
          )}
        </Stack>
      </Figure>
    </>
  )
}
