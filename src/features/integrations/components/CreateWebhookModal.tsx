import { useState } from 'react'
import { Button, Group, Modal, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formErrors, PERSONAL, webhookForm, type WebhookForm } from '../forms.ts'
import type { OrganizationRow } from '../integration-rows.ts'
import { WebhookFields } from './WebhookFields.tsx'

const EMPTY: WebhookForm = { url: '', description: '', events: [], owner: PERSONAL }

interface Props {
  opened: boolean
  organizations: OrganizationRow[]
  onClose(): void
  onCreate(form: WebhookForm): Promise<boolean>
}

/** A new webhook; what the form holds survives a refusal. */
export function CreateWebhookModal({ opened, organizations, onClose, onCreate }: Props) {
  const { t } = useTranslation('integrations')
  const [form, setForm] = useState<WebhookForm>(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const checked = webhookForm.safeParse(form)
    setErrors(formErrors(checked))
    if (!checked.success) return
    setBusy(true)
    void onCreate(checked.data).then((created) => {
      setBusy(false)
      if (!created) return
      setForm(EMPTY)
      onClose()
    })
  }
  return (
    <Modal opened={opened} onClose={onClose} title={t('webhooks.create')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <WebhookFields
            form={form}
            errors={errors}
            organizations={organizations}
            onChange={setForm}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('webhooks.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
