import { useState } from 'react'
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { i18n } from '@/i18n/index.ts'
import { accountReason, REASON_MAX } from '../user-rows.ts'

interface Props {
  opened: boolean
  title: string
  busy: boolean
  onClose(): void
  onRevoke(reason: string): Promise<boolean>
}

/** Revoke one held role, with the reason the audit log keeps (required). */
export function RevokeRoleDialog({ opened, title, busy, onClose, onRevoke }: Props) {
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
    void onRevoke(checked.data).then((done) => {
      if (!done) return
      setReason('')
      onClose()
    })
  }
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="sm">
        <Text size="sm">{t('rbac.revokeExplained')}</Text>
        <Textarea
          label={t('rbac.revokeReason')}
          required
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value)
            setError(null)
          }}
          error={error}
          autosize
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('rbac.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={submit}>
            {t('rbac.revoke')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
