import { Button, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { applyUpdate, postponeUpdate, updateState } from '../sw-registration.ts'
import { PromptCard } from './PromptCard.tsx'

/** "A new version is available": only the user's click reloads the page. */
export function UpdatePrompt() {
  const { t } = useTranslation('pwa')
  const { available, reloading } = useSnapshot(updateState)
  if (!available) return null
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
