import { Group, Text } from '@mantine/core'
import { IconCloudCheck, IconWifiOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useConnectivity, useWaitingChanges } from '@/data/shell.ts'

/**
 * Says when the app is offline and how many changes wait to be sent; briefly says "Back online,
 * syncing" when the network returns. The live region stays mounted so screen readers hear every
 * change (a region inserted together with its text is often not announced).
 */
export function OfflineBanner() {
  const { t } = useTranslation('pwa')
  const { online, justReconnected } = useConnectivity()
  const offline = !online
  const pendingChanges = useWaitingChanges(offline)
  const visible = offline || justReconnected
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {visible && (
        <Group
          gap="sm"
          px="md"
          py={6}
          wrap="nowrap"
          bg={offline ? 'dark.6' : 'teal.8'}
          c="white"
          data-testid="pwa-connectivity-banner"
        >
          {offline ? (
            <IconWifiOff size={18} aria-hidden />
          ) : (
            <IconCloudCheck size={18} aria-hidden />
          )}
          <Text size="sm" c="inherit">
            {offline ? (
              <>
                <strong>{t('offline.title')}</strong> {t('offline.message')}
                {pendingChanges > 0 && <> {t('offline.pending', { count: pendingChanges })}</>}
              </>
            ) : (
              t('offline.backOnline')
            )}
          </Text>
        </Group>
      )}
    </div>
  )
}
