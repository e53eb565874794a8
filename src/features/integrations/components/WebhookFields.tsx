import { Checkbox, Stack, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { WEBHOOK_EVENTS, type WebhookForm } from '../forms.ts'
import type { OrganizationRow } from '../integration-rows.ts'
import { OwnerSelect } from './OwnerSelect.tsx'

interface Props {
  form: WebhookForm
  errors: Record<string, string>
  organizations: OrganizationRow[] | null
  disabled?: boolean
  onChange(form: WebhookForm): void
}

/** URL, description and events of a webhook (and its owner when it is new). */
export function WebhookFields({ form, errors, organizations, disabled, onChange }: Props) {
  const { t } = useTranslation('integrations')
  const error = (field: string) => (errors[field] ? t(errors[field] as never) : undefined)
  return (
    <Stack gap="sm">
      <TextInput
        label={t('webhooks.url')}
        placeholder={t('webhooks.urlPlaceholder')}
        required
        type="url"
        inputMode="url"
        maxLength={2000}
        value={form.url}
        disabled={disabled}
        onChange={(e) => onChange({ ...form, url: e.currentTarget.value })}
        error={error('url')}
        data-autofocus
      />
      <TextInput
        label={t('webhooks.description')}
        placeholder={t('webhooks.descriptionPlaceholder')}
        maxLength={200}
        value={form.description}
        disabled={disabled}
        onChange={(e) => onChange({ ...form, description: e.currentTarget.value })}
        error={error('description')}
      />
      <Checkbox.Group
        label={t('webhooks.events')}
        required
        value={form.events}
        onChange={(events) => onChange({ ...form, events: events as WebhookForm['events'] })}
        error={error('events')}
      >
        <Stack gap={6} mt={6}>
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox
              key={event}
              value={event}
              disabled={disabled}
              label={t(`webhooks.event.${event}`)}
              description={event}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {organizations ? (
        <OwnerSelect
          organizations={organizations}
          value={form.owner}
          onChange={(owner) => onChange({ ...form, owner })}
        />
      ) : null}
    </Stack>
  )
}
