import { Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import {
  switchLanguage,
  currentLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageOfPreference,
  preferenceOf,
  type AppLanguage,
} from '@/i18n/index.ts'
import type { PreferencesView } from '../hooks/usePreferences.ts'
import { Section } from './Section.tsx'

/** The app's language, saved in the preferences: every device of the user follows it. */
export function LanguageSection({
  view,
  onError,
}: {
  view: PreferencesView
  onError: (e: unknown) => void
}) {
  const { t } = useTranslation('settings')
  const saved = view.isStored ? languageOfPreference(view.prefs.language) : null
  return (
    <Section id="settings-language" title={t('language.title')}>
      <Select
        label={t('language.label')}
        data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
        value={saved ?? currentLanguage()}
        allowDeselect={false}
        maw={320}
        onChange={(code) => {
          if (!code) return
          const language = code as AppLanguage
          // Applied at once on this device; the saved preference carries it to the others.
          switchLanguage(language)
          view.update({ language: preferenceOf(language) }).catch(onError)
        }}
      />
    </Section>
  )
}
