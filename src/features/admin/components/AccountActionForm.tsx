import { useState } from 'react'
import { Button, Stack, Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { AccountAction } from '@/backend/admin-users-api.ts'
import { i18n } from '@/i18n/index.ts'
import { accountReason, REASON_MAX } from '../user-rows.ts'

interface Props {
  action: AccountAction
  person: string
  busy: boolean
  offline: boolean
  onSubmit(action: AccountAction, reason: string): Promise<boolean>
}

/** Suspend or restore an account, with the reason the audit log keeps (required). */
export function AccountActionForm({ action, person, busy, offline, onSubmit }: Props) {
  const { t } = useTranslation('admin')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = () => {
    const checked = accountReason.safeParse(reason)
    if (!checked.success) {
      const key = checked.error.issues[0]?.message ?? 'admin:users.reasonRequired'
      setError(i18n.t(key as never, { max: REASON_MAX }))
      return
    }
    setError(null)
    void onSubmit(action, checked.data).then((done) => done && setReason(''))
  }
  const label = t(action === 'suspend' ? 'users.suspend' : 'users.restore')
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
      noValidate
    >
      <Stack gap="xs">
        <Textarea
          label={t(action === 'suspend' ? 'users.suspendReason' : 'users.restoreReason')}
          description={t(
            action === 'suspend' ? 'users.suspendExplained' : 'users.restoreExplained',
          )}
          required
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value)
            if (error) setError(null)
          }}
          error={error}
          autosize
          minRows={2}
          maxRows={5}
        />
        <Button
          type="submit"
          color={action === 'suspend' ? 'red' : 'green'}
          loading={busy}
          disabled={offline}
          aria-label={`${label}: ${person}`}
          style={{ alignSelf: 'flex-start' }}
        >
          {label}
        </Button>
      </Stack>
    </form>
  )
}
