import { Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { useAuthView } from '@/features/auth/index.ts'
import { DocSyncBadge } from '@/features/sync-status/index.ts'
import { ErrorPanel } from '@/ui/ErrorPanel.tsx'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { PageLoader } from '@/ui/PageLoader.tsx'
import { AccountSection } from '../components/AccountSection.tsx'
import { DeviceDataSection } from '../components/DeviceDataSection.tsx'
import { JobScopeSection } from '../components/JobScopeSection.tsx'
import { LanguageSection } from '../components/LanguageSection.tsx'
import { NavigationSection } from '../components/NavigationSection.tsx'
import { NotificationSection } from '../components/NotificationSection.tsx'
import { TwoStepSection } from '../components/TwoStepSection.tsx'
import { usePreferences } from '../hooks/usePreferences.ts'
import { i18n } from '@/i18n/index.ts'
import { localErrorKey } from '@/lib/local-errors.ts'

function showWriteError(error: unknown): void {
  console.error('Saving settings on this device failed', error)
  notifications.show({
    color: 'red',
    title: i18n.t('profiles:register.saveFailedTitle'),
    message: i18n.t('profiles:register.saveFailed', {
      message: i18n.t(localErrorKey(error) as never),
    }),
  })
}

export function SettingsPage() {
  const { t } = useTranslation('pages')
  const { t: ts } = useTranslation('settings')
  const { user } = useAuthView()
  return (
    <PageFrame title={t('settings.title')}>
      {user ? (
        <Settings userId={user.id} email={user.email ?? ''} />
      ) : (
        <Text>{ts('signInFirst')}</Text>
      )}
    </PageFrame>
  )
}

function Settings({ userId, email }: { userId: string; email: string }) {
  const { t } = useTranslation('settings')
  const view = usePreferences(userId)
  return (
    <Stack gap="lg">
      <AccountSection email={email} />
      <TwoStepSection />
      {view.error ? (
        <ErrorPanel
          compact
          title={t('preferencesSync')}
          body={t('loadFailed', { message: t(localErrorKey(view.error) as never) })}
        />
      ) : view.isLoading ? (
        <PageLoader label={t('loading')} />
      ) : (
        <>
          <div data-preferences-stored={view.isStored}>
            <Text span size="sm" c="dimmed" mr="xs">
              {t('preferencesSync')}:
            </Text>
            <DocSyncBadge collection="navigation_preferences" docId={userId} />
            {!view.isStored && (
              <Text size="sm" c="dimmed" mt={4}>
                {t('defaultsNote')}
              </Text>
            )}
          </div>
          <NavigationSection view={view} onError={showWriteError} />
          <NotificationSection view={view} onError={showWriteError} />
          <LanguageSection view={view} onError={showWriteError} />
        </>
      )}
      <JobScopeSection userId={userId} />
      <DeviceDataSection />
    </Stack>
  )
}
