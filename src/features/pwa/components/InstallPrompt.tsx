import { Button, List, Text } from '@mantine/core'
import { IconDeviceMobileDown } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { OVERLAY_PRIORITY, useOverlaySlot } from '@/ui/overlay-slot.ts'
import { useInstallPrompt } from '../hooks/useInstallPrompt.ts'
import { PromptCard } from './PromptCard.tsx'

/** Offers installation on mobile (spec: 3 s after load, 7 days quiet after "Not now"). */
export function InstallPrompt() {
  const { t } = useTranslation('pwa')
  const { variant, install, dismiss } = useInstallPrompt()
  const shown = useOverlaySlot('install', variant !== null, OVERLAY_PRIORITY.install)
  if (variant === null || !shown) return null
  const icon = <IconDeviceMobileDown size={24} aria-hidden />
  if (variant === 'ios') {
    return (
      <PromptCard
        title={t('install.title')}
        icon={icon}
        actions={<Button onClick={dismiss}>{t('install.gotIt')}</Button>}
      >
        <Text size="sm">{t('install.iosBody')}</Text>
        <List type="ordered" size="sm">
          <List.Item>{t('install.iosStepShare')}</List.Item>
          <List.Item>{t('install.iosStepAdd')}</List.Item>
        </List>
      </PromptCard>
    )
  }
  return (
    <PromptCard
      title={t('install.title')}
      icon={icon}
      actions={
        <>
          <Button variant="subtle" onClick={dismiss}>
            {t('install.notNow')}
          </Button>
          <Button onClick={() => void install()}>{t('install.install')}</Button>
        </>
      }
    >
      <Text size="sm">{t('install.body')}</Text>
    </PromptCard>
  )
}
