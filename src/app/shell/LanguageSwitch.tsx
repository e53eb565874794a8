import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRepositories } from '@/data/index.ts'
import { useAuthView } from '@/features/auth/index.ts'
import { switchLanguage, LANGUAGE_NAMES, preferenceOf, type AppLanguage } from '@/i18n/index.ts'

const SHORT: Record<AppLanguage, string> = { en: 'EN', 'fr-CA': 'FR' }

/** Switches between English and French at once; a signed-in user's choice is saved and synced. */
export function LanguageSwitch() {
  const { i18n } = useTranslation()
  const repos = useRepositories()
  const { user, isAuthenticated } = useAuthView()
  const other: AppLanguage = i18n.language === 'fr-CA' ? 'en' : 'fr-CA'
  const choose = () => {
    switchLanguage(other)
    if (isAuthenticated && user && repos) {
      repos.preferences
        .update(user.id, { language: preferenceOf(other) })
        .catch((error: unknown) => console.warn('[language] could not save the choice', error))
    }
  }
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={choose}
      lang={other}
      aria-label={LANGUAGE_NAMES[other]}
      title={LANGUAGE_NAMES[other]}
      data-testid="language-switch"
    >
      {SHORT[other]}
    </Button>
  )
}
