import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { isAlreadyRegistered, signUpErrorMessage } from '@/lib/auth/index.ts'
import { signUpFormSchema } from '@/lib/validation/index.ts'
import { signUp } from '../session/auth-actions.ts'
import { showAuthError, showAuthSuccess, validate } from '../auth-feedback.ts'

interface Props {
  email: string
  onEmail: (v: string) => void
  /** Called when the address is already registered: the page switches to Sign In. */
  onAlreadyRegistered: () => void
}

/** Email, password, confirm password, Create Account (spec section 2). */
export function SignUpForm({ email, onEmail, onAlreadyRegistered }: Props) {
  const { t } = useTranslation('auth')
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = validate(signUpFormSchema, { email, password, confirmPassword })
    setErrors(checked.errors ?? {})
    if (!checked.data) return
    setBusy(true)
    const result = await signUp(checked.data.email, checked.data.password)
    setBusy(false)
    if (!result.ok) {
      showAuthError('signUp', signUpErrorMessage(result.error))
      if (isAlreadyRegistered(result.error)) onAlreadyRegistered()
      return
    }
    if (result.value === 'alreadyRegistered') {
      showAuthError('signUp', { key: 'errors.alreadyRegistered' })
      return onAlreadyRegistered()
    }
    if (result.value === 'signedIn') {
      return showAuthSuccess(t('toasts.signUpWelcome'), t('toasts.signUpWelcomeMessage', { email }))
    }
    setPassword('')
    setConfirmPassword('')
    showAuthSuccess(t('toasts.accountCreated'), t('toasts.accountCreatedMessage'))
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
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
          required
          visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
        />
        <PasswordInput
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.currentTarget.value)}
          error={errors.confirmPassword}
          required
          visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
        />
        <Text size="xs" c="dimmed">
          {t('passwordHint')}
        </Text>
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? t('actions.creatingAccount') : t('actions.createAccount')}
        </Button>
      </Stack>
    </form>
  )
}
