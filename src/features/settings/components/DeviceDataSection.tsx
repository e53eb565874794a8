import { useState } from 'react'
import { Anchor, Group, SimpleGrid, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useLiveQuery } from '@/data/shell.ts'
import { pendingWrites, resetLocalData } from '@/data/index.ts'
import { signOutThisDevice } from '@/features/auth/index.ts'
import { ConfirmAction } from './ConfirmAction.tsx'
import { DeviceStorageFigures } from './DeviceStorageFigures.tsx'
import { Figure } from './Figure.tsx'
import { Section } from './Section.tsx'
import { localErrorKey } from '@/lib/local-errors.ts'

/** Storage used, persistence, unsent changes, clear local data, sign out of this device. */
export function DeviceDataSection() {
  const { t } = useTranslation('settings')
  const navigate = useNavigate()
  const [cleared, setCleared] = useState(0)
  const counts = useLiveQuery((r) => r.outbox.counts$(), []).data ?? { waiting: 0, failed: 0 }
  const warning = async () => {
    const count = await pendingWrites()
    return count === 0 ? t('device.clearConfirm') : t('device.clearConfirmPending', { count })
  }
  const clear = async () => {
    try {
      await resetLocalData()
      notifications.show({ color: 'green', message: t('device.cleared') })
    } catch (e) {
      console.warn('Clearing local data failed', e)
      const message = t(localErrorKey(e) as never)
      notifications.show({ color: 'red', message: t('device.clearFailed', { message }) })
    }
    setCleared((n) => n + 1)
  }
  const signOut = async () => {
    await signOutThisDevice()
    await navigate({ to: '/auth' })
  }

  return (
    <Section id="settings-device" title={t('device.title')} hint={t('device.hint')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DeviceStorageFigures readAgain={cleared} />
        <Figure label={t('device.waitingLabel')}>
          <Text data-testid="waiting-to-sync">
            {counts.waiting === 0 && counts.failed === 0
              ? t('device.waitingNone')
              : [
                  counts.waiting > 0 ? t('device.waiting', { count: counts.waiting }) : '',
                  counts.failed > 0 ? t('device.failed', { count: counts.failed }) : '',
                ]
                  .filter(Boolean)
                  .join(', ')}
          </Text>
          <Anchor component={Link} to="/realtime-debug" size="sm">
            {t('device.details')}
          </Anchor>
        </Figure>
      </SimpleGrid>
      <Group>
        <ConfirmAction label={t('device.clear')} message={warning} onConfirm={clear} />
        <ConfirmAction
          label={t('device.signOut')}
          message={async () => {
            const count = await pendingWrites()
            return count === 0 ? t('device.signOutHint') : t('device.signOutPending', { count })
          }}
          onConfirm={signOut}
        />
      </Group>
    </Section>
  )
}
