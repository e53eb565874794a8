import { Button, Stack, Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { AccountAction } from '@/backend/admin-users-api.ts'
import { useReasonField } from '../hooks/useReasonField.ts'

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
  const field = useReasonField()
  const submit = () => {
    const reason = field.checked()
    if (reason === null) return
    void onSubmit(action, reason).then((done) => done && field.clear())
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
          value={field.reason}
          onChange={(e) => field.change(e.currentTarget.value)}
          error={field.error}
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
