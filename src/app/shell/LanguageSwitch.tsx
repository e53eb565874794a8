import { Button, type ButtonProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRepositories } from '@/data/shell.ts'
import { useAuthView } from '@/features/auth/index.ts'
import { LANGUAGE_NAMES, preferenceOf, switchLanguage, type AppLanguage } from '@/i18n/index.ts'

const SHORT: Record<AppLanguage, string> = { en: 'EN', 'fr-CA': 'FR' }

/**
 * Switches between English and French at once; a signed-in user's choice is saved and synced.
 * The header shows "FR"/"EN" on wide screens; the side menu names the language in full.
 */
export function LanguageSwitch({
  full = false,
  onSwitched,
  ...button
}: ButtonProps & { full?: boolean; onSwitched?: () => void }) {
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
    onSwitched?.()
  }
  return (
    <Button
      variant="subtle"
      size={full ? 'sm' : 'compact-sm'}
      {...button}
      onClick={choose}
      lang={other}
      aria-label={full ? undefined : LANGUAGE_NAMES[other]}
      title={full ? undefined : LANGUAGE_NAMES[other]}
      data-testid="language-switch"
    >
      {full ? LANGUAGE_NAMES[other] : SHORT[other]}
    </Button>
  )
}
