import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { resetErrorMessage, signInErrorMessage } from '@/lib/auth/index.ts'
import { emailSchema, signInFormSchema } from '@/lib/validation/index.ts'
import { sendPasswordReset, signIn } from '../session/auth-actions.ts'
import { showAuthError, showAuthSuccess, validate } from '../auth-feedback.ts'

/** Email, password with show/hide, Sign In, and Forgot your password? for the typed email. */
export function SignInForm({ email, onEmail }: { email: string; onEmail: (v: string) => void }) {
  const { t } = useTranslation('auth')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [sendingReset, setSendingReset] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = validate(signInFormSchema, { email, password })
    setErrors(checked.errors ?? {})
    if (!checked.data) return
    setBusy(true)
    const result = await signIn(checked.data.email, checked.data.password)
    setBusy(false)
    if (!result.ok) return showAuthError('signIn', signInErrorMessage(result.error))
    showAuthSuccess(
      t('toasts.welcomeTitle'),
      `${t('toasts.welcomeMessage')} ${t('toasts.welcomeEmail', { email: result.value })}`,
    )
  }

  const forgot = async () => {
    if (email.trim() === '') {
      return showAuthError('reset', { text: t('toasts.enterEmailFirst') })
    }
    const checked = validate(emailSchema, email)
    if (checked.errors) return setErrors({ email: checked.errors[''] ?? '' })
    setSendingReset(true)
    const result = await sendPasswordReset(checked.data)
    setSendingReset(false)
    if (!result.ok) return showAuthError('reset', resetErrorMessage(result.error))
    showAuthSuccess(t('toasts.resetSent'), t('toasts.resetSentMessage'))
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        <TextInput
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => onEmail(e.currentTarget.value)}
          error={errors.email}
          required
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
          required
          visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
        />
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? t('actions.signingIn') : t('actions.signIn')}
        </Button>
        <Group justify="center">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void forgot()}
            disabled={sendingReset}
          >
            {t('actions.forgotPassword')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  )
}
