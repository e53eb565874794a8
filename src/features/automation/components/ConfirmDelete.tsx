import { useState } from 'react'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { RuleRow } from '../automation-rows.ts'

/** Deleting a rule (and its run log) asks first. */
export function ConfirmDelete({
  rule,
  onClose,
  onDelete,
}: {
  rule: RuleRow
  onClose(): void
  onDelete(): Promise<void>
}) {
  const { t } = useTranslation('automation')
  const [busy, setBusy] = useState(false)
  return (
    <Modal opened onClose={onClose} title={t('deleteTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('deleteBody', { name: rule.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            data-autofocus
            onClick={() => {
              setBusy(true)
              void onDelete().finally(onClose)
            }}
          >
            {t('delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
