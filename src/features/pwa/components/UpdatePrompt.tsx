import { Button, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { OVERLAY_PRIORITY, useOverlaySlot } from '@/ui/overlay-slot.ts'
import { applyUpdate, postponeUpdate, updateState } from '../sw-registration.ts'
import { PromptCard } from './PromptCard.tsx'

/** "A new version is available": only the user's click reloads the page. */
export function UpdatePrompt() {
  const { t } = useTranslation('pwa')
  const { available, reloading } = useSnapshot(updateState)
  const shown = useOverlaySlot('update', available, OVERLAY_PRIORITY.update)
  if (!available || !shown) return null
  return (
    <PromptCard
      title={t('update.title')}
      icon={<IconRefresh size={24} aria-hidden />}
      actions={
        <>
          <Button variant="subtle" onClick={postponeUpdate} disabled={reloading}>
            {t('update.later')}
          </Button>
          <Button onClick={applyUpdate} loading={reloading}>
            {reloading ? t('update.reloading') : t('update.reload')}
          </Button>
        </>
      }
    >
      <Text size="sm">{t('update.body')}</Text>
    </PromptCard>
  )
}
