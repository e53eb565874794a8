import { Switch } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { PreferencesView } from '../hooks/usePreferences.ts'
import { Section } from './Section.tsx'

const TOGGLES = [
  ['notify_new_applications', 'newApplications'],
  ['notify_application_updates', 'applicationUpdates'],
  ['notify_role_updates', 'roleUpdates'],
] as const

/** Which server events notify this user (the server honours these flags). */
export function NotificationSection({
  view,
  onError,
}: {
  view: PreferencesView
  onError: (e: unknown) => void
}) {
  const { t } = useTranslation('settings')
  return (
    <Section
      id="settings-notifications"
      title={t('notifications.title')}
      hint={t('notifications.hint')}
    >
      {TOGGLES.map(([field, label]) => (
        <Switch
          key={field}
          label={t(`notifications.${label}`)}
          checked={view.prefs[field]}
          onChange={(e) => void view.update({ [field]: e.currentTarget.checked }).catch(onError)}
        />
      ))}
    </Section>
  )
}
