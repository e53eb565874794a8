import { useState } from 'react'
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface Props {
  title: string
  confirm: string
  /** Roles to choose from; none when the role is already decided (removing one). */
  roles?: Array<{ value: string; label: string }>
  danger?: boolean
  onClose(): void
  onConfirm(reason: string, role: string | null): Promise<boolean>
}

const REASON_MAX = 1000

/** Giving or removing a role in the organization, with the reason the audit log keeps. */
export function RoleReasonDialog({ title, confirm, roles, danger, onClose, onConfirm }: Props) {
  const { t } = useTranslation('groupAdmin')
  const [role, setRole] = useState<string | null>(roles?.[0]?.value ?? null)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = () => {
    const why = reason.trim()
    if (why === '' || why.length > REASON_MAX) {
      setError(t('members.reasonRequired'))
      return
    }
    setBusy(true)
    void onConfirm(why, role).then((done) => {
      setBusy(false)
      if (done) onClose()
    })
  }
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack gap="sm">
        {roles ? (
          <Select
            label={t('members.role')}
            data={roles}
            value={role}
            onChange={setRole}
            allowDeselect={false}
            required
          />
        ) : null}
        <Textarea
          label={t('members.reason')}
          description={t('members.reasonHelp')}
          required
          autosize
          minRows={2}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value)
            setError(null)
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={busy} onClick={submit}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
