import { useState } from 'react'
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { authMessageText, setNewPassword } from '@/features/auth/index.ts'
import { NeedsNetworkNotice, useNeedsNetwork } from '@/features/pwa/index.ts'
import { useFormValues } from '@/features/registration/index.ts'
import { updatePasswordErrorMessage } from '@/lib/auth/index.ts'
import { newPasswordFormSchema } from '@/lib/validation/index.ts'
import { Section } from './Section.tsx'

/** Email shown; password changed through the auth service (needs the network). */
export function AccountSection({ email }: { email: string }) {
  const { t } = useTranslation('settings')
  const form = useFormValues(() => ({ password: '', confirmPassword: '' }))
  const network = useNeedsNetwork(t('account.action'))
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    const parsed = form.check(newPasswordFormSchema)
    if (!parsed || network.blocked) return
    setBusy(true)
    const result = await setNewPassword(parsed.password)
    setBusy(false)
    if (!result.ok) {
      notifications.show({
        color: 'red',
        title: t('account.failedTitle'),
        message:
          authMessageText(updatePasswordErrorMessage(result.error)) || t('account.failedMessage'),
      })
      return
    }
    form.reset({ password: '', confirmPassword: '' })
    notifications.show({
      color: 'green',
      title: t('account.changedTitle'),
      message: t('account.changedMessage'),
    })
  }

  return (
    <Section id="settings-account" title={t('account.title')}>
      <TextInput label={t('account.email')} value={email} readOnly />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <Stack gap="sm" maw={420}>
          <Text fw={600}>{t('account.changePassword')}</Text>
          <PasswordInput
            label={t('account.newPassword')}
            autoComplete="new-password"
            value={form.values.password}
            onChange={(e) => form.set({ password: e.currentTarget.value })}
            error={form.errors.password}
            required
            visibilityToggleButtonProps={{ 'aria-label': t('account.showPassword') }}
          />
          <PasswordInput
            label={t('account.confirmPassword')}
            autoComplete="new-password"
            value={form.values.confirmPassword}
            onChange={(e) => form.set({ confirmPassword: e.currentTarget.value })}
            error={form.errors.confirmPassword}
            required
            visibilityToggleButtonProps={{ 'aria-label': t('account.showPassword') }}
          />
          <Text size="xs" c="dimmed">
            {t('account.passwordHint')}
          </Text>
          <Button type="submit" loading={busy} disabled={network.blocked} w="fit-content">
            {busy ? t('account.submitting') : t('account.submit')}
          </Button>
          <NeedsNetworkNotice action={t('account.action')} />
        </Stack>
      </form>
    </Section>
  )
}
