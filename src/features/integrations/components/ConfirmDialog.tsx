import { useState } from 'react'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface Props {
  opened: boolean
  title: string
  body: string
  confirm: string
  onClose(): void
  onConfirm(): Promise<unknown>
}

/** Asks before something that cannot be undone (revoking a key, deleting a webhook). */
export function ConfirmDialog({ opened, title, body, confirm, onClose, onConfirm }: Props) {
  const { t } = useTranslation('integrations')
  const [busy, setBusy] = useState(false)
  const run = () => {
    setBusy(true)
    void onConfirm().finally(() => {
      setBusy(false)
      onClose()
    })
  }
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="sm">
        <Text size="sm">{body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={run} data-autofocus>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
