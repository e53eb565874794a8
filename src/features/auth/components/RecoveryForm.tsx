import { Button, PasswordInput, Stack, Text } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { updatePasswordErrorMessage } from '@/lib/auth/index.ts'
import { newPasswordFormSchema } from '@/lib/validation/index.ts'
import { setNewPassword } from '../session/auth-actions.ts'
import { showAuthError, showAuthSuccess, validate } from '../auth-feedback.ts'

/** Shown on /auth?type=recovery once the reset link has signed the user in. */
export function RecoveryForm({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation('auth')
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = validate(newPasswordFormSchema, { password, confirmPassword })
    setErrors(checked.errors ?? {})
    if (!checked.data) return
    setBusy(true)
    const result = await setNewPassword(checked.data.password)
    setBusy(false)
    if (!result.ok) return showAuthError('updatePassword', updatePasswordErrorMessage(result.error))
    showAuthSuccess(t('recovery.success'), t('recovery.successDescription'))
    onDone()
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        <Text fw={600}>{t('recovery.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('recovery.description', { email })}
        </Text>
        <PasswordInput
          label={t('fields.newPassword')}
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
          {busy ? t('actions.settingPassword') : t('actions.setPassword')}
        </Button>
      </Stack>
    </form>
  )
}
