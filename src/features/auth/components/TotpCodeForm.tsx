import { useState, type ReactNode } from 'react'
import { Button, Group, Stack, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNeedsNetwork } from '@/features/pwa/index.ts'
import { cleanTotpCode, isCompleteTotpCode, mfaErrorKey } from '@/lib/auth/index.ts'
import type { ActionResult } from '../session/auth-actions.ts'

interface TotpCodeFormProps {
  /** Checks the six digits with the auth service. */
  onCode: (code: string) => Promise<ActionResult>
  submitLabel: string
  /** Extra buttons beside submit (Cancel). */
  children?: ReactNode
}

/**
 * A 6-digit code field and its submit button. A refused code shows under the field and the
 * field empties, so the next code from the app goes straight in.
 */
export function TotpCodeForm({ onCode, submitLabel, children }: TotpCodeFormProps) {
  const { t } = useTranslation('mfa')
  const network = useNeedsNetwork(t('action'))
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    if (!isCompleteTotpCode(code)) return setError(t('errors.incomplete'))
    setBusy(true)
    setError(null)
    const result = await onCode(code)
    setBusy(false)
    if (!result.ok) {
      setError(t(mfaErrorKey(result.error)))
      setCode('')
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <Stack gap="sm" maw={320}>
        <TextInput
          label={t('codeLabel')}
          description={t('codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(cleanTotpCode(e.currentTarget.value))}
          error={error ?? network.message}
          data-autofocus
        />
        <Group gap="sm">
          <Button type="submit" loading={busy} disabled={network.blocked}>
            {submitLabel}
          </Button>
          {children}
        </Group>
      </Stack>
    </form>
  )
}
