import { useState } from 'react'
import { Button, Group, Modal, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface Props {
  label: string
  /** Built when the dialog opens (e.g. with the current count of unsent changes). */
  message: () => Promise<string>
  onConfirm: () => Promise<void>
  color?: string
}

/** A button that asks first, in a dialog titled with its own label. */
export function ConfirmAction({ label, message, onConfirm, color = 'red' }: Props) {
  const { t } = useTranslation('settings')
  const [text, setText] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const close = () => setText(null)
  return (
    <>
      <Button variant="light" color={color} onClick={() => void message().then(setText)}>
        {label}
      </Button>
      <Modal opened={text !== null} onClose={close} title={label}>
        <Text mb="md">{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('device.cancel')}
          </Button>
          <Button
            color={color}
            loading={busy}
            onClick={() => {
              setBusy(true)
              void onConfirm().finally(() => {
                setBusy(false)
                close()
              })
            }}
          >
            {t('device.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  )
}
