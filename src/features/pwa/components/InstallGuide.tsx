import { useState } from 'react'
import { Alert, Button, List, Stack, Text } from '@mantine/core'
import { IconCircleCheck, IconDeviceMobileDown } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { PageSection } from '@/ui/PageSection.tsx'
import { useSnapshot } from 'valtio'
import { installGuideFor, readDeviceInfo, type InstallGuide as Guide } from '../install-rules.ts'
import { installState, promptNativeInstall } from '../install.store.ts'

type Outcome = 'accepted' | 'dismissed' | null

/** The steps of a browser's own menu, numbered, under a line that says where they apply. */
function Steps({ guide }: { guide: Exclude<Guide, 'installed' | 'native' | 'unsupported'> }) {
  const { t } = useTranslation('pwa')
  const steps = {
    ios: [t('guide.ios.share'), t('guide.ios.add'), t('guide.ios.confirm')],
    android: [t('guide.android.menu'), t('guide.android.add'), t('guide.android.confirm')],
    desktop: [t('guide.desktop.install'), t('guide.desktop.confirm')],
    macSafari: [t('guide.macSafari.menu'), t('guide.macSafari.confirm')],
  }[guide]
  return (
    <>
      <Text>{t(`guide.${guide}.intro`)}</Text>
      <List type="ordered" spacing={4}>
        {steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
    </>
  )
}

/** How to install the app on the device in hand: the browser's dialog, or its menu's steps. */
export function InstallGuide() {
  const { t } = useTranslation('pwa')
  const snap = useSnapshot(installState)
  const [device] = useState(() => readDeviceInfo(window))
  const [outcome, setOutcome] = useState<Outcome>(null)
  const guide = installGuideFor(device, snap.hasDeferredPrompt)
  const installedBefore = snap.record.installedAt !== undefined

  const install = async () => {
    const result = await promptNativeInstall()
    setOutcome(result === 'unavailable' ? null : result)
  }

  return (
    <PageSection title={t('guide.title')}>
      {guide === 'installed' || outcome === 'accepted' ? (
        <Alert color="teal" icon={<IconCircleCheck size={18} />}>
          {guide === 'installed' ? t('guide.installed') : t('guide.accepted')}
        </Alert>
      ) : (
        <>
          {installedBefore && <Text>{t('guide.installedBefore')}</Text>}
          {guide === 'native' ? (
            <Stack gap="xs" align="flex-start">
              <Text>{t('guide.native')}</Text>
              <Button
                leftSection={<IconDeviceMobileDown size={18} />}
                onClick={() => void install()}
              >
                {t('guide.install')}
              </Button>
            </Stack>
          ) : guide === 'unsupported' ? (
            <Text>{t('guide.unsupported')}</Text>
          ) : (
            <Steps guide={guide} />
          )}
          {outcome === 'dismissed' && (
            <Text size="sm" c="dimmed">
              {t('guide.dismissed')}
            </Text>
          )}
        </>
      )}
    </PageSection>
  )
}
