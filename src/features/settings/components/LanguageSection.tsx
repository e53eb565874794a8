import { Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { i18n } from '@/i18n/index.ts'
import type { PreferencesView } from '../hooks/usePreferences.ts'
import { availableLanguages } from '../settings-rules.ts'
import { Section } from './Section.tsx'

type Language = PreferencesView['prefs']['language']

/** Only languages with a catalogue are offered. */
export function LanguageSection({
  view,
  onError,
}: {
  view: PreferencesView
  onError: (e: unknown) => void
}) {
  const { t } = useTranslation('settings')
  const languages = availableLanguages(i18n.options.resources ?? {})
  const names: Record<string, string> = { en: t('language.names.en') }
  return (
    <Section id="settings-language" title={t('language.title')}>
      <Select
        label={t('language.label')}
        data={languages.map((code) => ({ value: code, label: names[code] ?? code }))}
        value={
          languages.includes(view.prefs.language) ? view.prefs.language : (languages[0] ?? null)
        }
        allowDeselect={false}
        maw={320}
        onChange={(code) => {
          if (!code) return
          void view
            .update({ language: code as Language })
            .then(() => i18n.changeLanguage(code))
            .catch(onError)
        }}
      />
    </Section>
  )
}
