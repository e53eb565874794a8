import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useReasonField } from '../hooks/useReasonField.ts'

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
  const field = useReasonField()
  const submit = () => {
    const reason = field.checked()
    if (reason === null) return
    void onRevoke(reason).then((done) => {
      if (!done) return
      field.clear()
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
          value={field.reason}
          onChange={(e) => field.change(e.currentTarget.value)}
          error={field.error}
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
