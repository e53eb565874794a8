import { useState } from 'react'
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import {
  API_SCOPES,
  apiKeyForm,
  EXPIRY_OPTIONS,
  formErrors,
  PERSONAL,
  scopeLabelKey,
  type ApiKeyForm,
  type ExpiryOption,
} from '../forms.ts'
import type { OrganizationRow } from '../integration-rows.ts'
import { OwnerSelect } from './OwnerSelect.tsx'

const EMPTY: ApiKeyForm = { name: '', scopes: [], owner: PERSONAL, expiry: 'never' }

interface Props {
  opened: boolean
  organizations: OrganizationRow[]
  onClose(): void
  /** Creates the key; answers whether the server did. */
  onCreate(form: ApiKeyForm): Promise<boolean>
}

/** Name, scopes, owner and expiry of a new key; what the form holds survives a refusal. */
export function CreateKeyModal({ opened, organizations, onClose, onCreate }: Props) {
  const { t } = useTranslation('integrations')
  const [form, setForm] = useState<ApiKeyForm>(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const error = (field: string) => (errors[field] ? t(errors[field] as never) : undefined)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const checked = apiKeyForm.safeParse(form)
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
    <Modal opened={opened} onClose={onClose} title={t('keys.create')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('keys.name')}
            placeholder={t('keys.namePlaceholder')}
            required
            maxLength={80}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
            error={error('name')}
            data-autofocus
          />
          <Checkbox.Group
            label={t('keys.scopes')}
            required
            value={form.scopes}
            onChange={(scopes) => setForm({ ...form, scopes: scopes as ApiKeyForm['scopes'] })}
            error={error('scopes')}
          >
            <Stack gap={6} mt={6}>
              {API_SCOPES.map((scope) => (
                <Checkbox
                  key={scope}
                  value={scope}
                  label={t(scopeLabelKey(scope))}
                  description={scope}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <OwnerSelect
            organizations={organizations}
            value={form.owner}
            onChange={(owner) => setForm({ ...form, owner })}
          />
          <Select
            label={t('keys.expiry')}
            data={EXPIRY_OPTIONS.map((o) => ({ value: o, label: t(`keys.expiryOption.${o}`) }))}
            value={form.expiry}
            onChange={(v) => setForm({ ...form, expiry: (v ?? 'never') as ExpiryOption })}
            allowDeselect={false}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('keys.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
