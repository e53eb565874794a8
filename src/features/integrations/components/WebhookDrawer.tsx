import { useEffect, useState } from 'react'
import { Button, Divider, Drawer, Group, Stack, Switch, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formErrors, PERSONAL, webhookForm, type WebhookForm } from '../forms.ts'
import type { WebhookRow } from '../integration-rows.ts'
import { useDeliveryLog } from '../hooks/useDeliveryLog.ts'
import type { useWebhooks } from '../hooks/useWebhooks.ts'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { DeliveryLog } from './DeliveryLog.tsx'
import { WebhookFields } from './WebhookFields.tsx'
import { ShownOnce } from './ShownOnce.tsx'

const formOf = (hook: WebhookRow): WebhookForm => ({
  url: hook.url,
  description: hook.description ?? '',
  events: hook.events as WebhookForm['events'],
  owner: hook.organization_id ?? PERSONAL,
})

interface Props {
  hook: WebhookRow | null
  webhooks: ReturnType<typeof useWebhooks>
  online: boolean
  onClose(): void
}

/** One webhook: edit it, pause it, test it, rotate its secret, delete it, and its deliveries. */
export function WebhookDrawer({ hook, webhooks, online, onClose }: Props) {
  const { t } = useTranslation('integrations')
  const [form, setForm] = useState<WebhookForm | null>(null)
  const [enabled, setEnabled] = useState(true)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState<'save' | 'test' | null>(null)
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | null>(null)
  const [secret, setSecret] = useState<string | null>(null)
  const log = useDeliveryLog(hook?.id ?? null, online)
  const manageable = hook?.manageable === true

  useEffect(() => {
    if (!hook) return
    setForm(formOf(hook))
    setEnabled(hook.enabled)
    setErrors({})
  }, [hook])

  if (!hook || !form) return null
  const save = () => {
    const checked = webhookForm.safeParse(form)
    setErrors(formErrors(checked))
    if (!checked.success) return
    setBusy('save')
    void webhooks.save(hook, checked.data, enabled).finally(() => setBusy(null))
  }
  const test = () => {
    setBusy('test')
    void webhooks
      .sendTest(hook)
      .then(() => log.refresh())
      .finally(() => setBusy(null))
  }

  return (
    <Drawer
      opened
      onClose={onClose}
      title={hook.description ?? hook.url}
      position="right"
      size="xl"
    >
      <Stack gap="md">
        {manageable ? null : (
          <Text size="sm" c="dimmed">
            {t('webhooks.readOnly')}
          </Text>
        )}
        <WebhookFields
          organizations={null}
          form={form}
          errors={errors}
          disabled={!manageable || !online}
          onChange={setForm}
        />
        <Switch
          label={t('webhooks.enable')}
          checked={enabled}
          disabled={!manageable || !online}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
        />
        {manageable ? (
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Button onClick={save} loading={busy === 'save'} disabled={!online}>
                {t('webhooks.save')}
              </Button>
              <Button variant="light" onClick={test} loading={busy === 'test'} disabled={!online}>
                {t('webhooks.test')}
              </Button>
            </Group>
            <Group gap="xs">
              <Button variant="subtle" onClick={() => setConfirm('rotate')} disabled={!online}>
                {t('webhooks.rotate')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                onClick={() => setConfirm('delete')}
                disabled={!online}
              >
                {t('webhooks.delete')}
              </Button>
            </Group>
          </Group>
        ) : null}
        <Divider />
        <DeliveryLog log={log} manageable={manageable} offline={!online} />
      </Stack>
      <ConfirmDialog
        opened={confirm === 'rotate'}
        title={t('webhooks.rotateTitle')}
        body={t('webhooks.rotateBody')}
        confirm={t('webhooks.rotateConfirm')}
        onClose={() => setConfirm(null)}
        onConfirm={async () => setSecret(await webhooks.rotate(hook))}
      />
      <ConfirmDialog
        opened={confirm === 'delete'}
        title={t('webhooks.deleteTitle')}
        body={t('webhooks.deleteBody', { url: hook.url })}
        confirm={t('webhooks.deleteConfirm')}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (await webhooks.remove(hook)) onClose()
        }}
      />
      <ShownOnce
        value={secret}
        title={t('webhooks.onceTitle')}
        body={t('webhooks.onceBody')}
        label={t('webhooks.secretLabel')}
        onDone={() => setSecret(null)}
      />
    </Drawer>
  )
}
