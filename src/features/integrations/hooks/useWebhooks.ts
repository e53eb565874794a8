// The person's webhooks (and their organizations'), read online, and what can be done to them.
// Toasts report the server's answer: a test delivery says what the endpoint itself answered.
import { useCallback } from 'react'
import {
  createWebhook,
  deleteWebhook,
  fetchMyWebhooks,
  rotateWebhookSecret,
  sendDeliveryNow,
  updateWebhook,
} from '@/backend/integrations-api.ts'
import { i18n } from '@/i18n/index.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'
import { organizationOf, type WebhookForm } from '../forms.ts'
import {
  attemptOutcome,
  createdWebhook,
  parseWebhooks,
  type WebhookRow,
} from '../integration-rows.ts'
import { showDone, showRefusal } from '../refusal.ts'
import { notifications } from '@mantine/notifications'

const input = (form: WebhookForm) => ({
  url: form.url.trim(),
  events: form.events,
  description: form.description.trim() === '' ? null : form.description.trim(),
  organizationId: organizationOf(form.owner),
})

/** Says what the endpoint answered to a delivery sent now. */
export function showAttempt(value: unknown, okTitle: string, failedTitle: string): boolean {
  const outcome = attemptOutcome.parse(value)
  const delivered = outcome.status === 'delivered'
  notifications.show({
    color: delivered ? 'green' : 'red',
    title: i18n.t(`integrations:${delivered ? okTitle : failedTitle}` as never),
    message: delivered
      ? i18n.t('integrations:webhooks.testSentMessage', {
          status: String(outcome.response_status),
          ms: outcome.duration_ms,
        })
      : outcome.response_status !== null
        ? i18n.t('integrations:webhooks.testFailedStatus', { status: outcome.response_status })
        : i18n.t(
            outcome.error_kind === 'timeout'
              ? 'integrations:webhooks.testTimedOut'
              : 'integrations:webhooks.testUnreachable',
          ),
  })
  return delivered
}

export function useWebhooks(enabled: boolean) {
  const read = useCallback(async () => {
    const result = await fetchMyWebhooks()
    if (!result.ok) throw new Error(result.error.message)
    return parseWebhooks(result.value)
  }, [])
  const view = useRemoteRead(enabled, read, 'Your webhooks')
  const { refresh } = view

  /** The new webhook's signing secret, or null when the server refused. */
  const create = useCallback(
    async (form: WebhookForm): Promise<string | null> => {
      const result = await createWebhook(input(form))
      if (!result.ok) {
        void showRefusal('webhooks.notCreated', result.error.message)
        return null
      }
      await refresh()
      return createdWebhook.parse(result.value).secret
    },
    [refresh],
  )

  const save = useCallback(
    async (hook: WebhookRow, form: WebhookForm, enabledNow: boolean): Promise<boolean> => {
      const result = await updateWebhook(hook.id, input(form), enabledNow)
      if (result.ok) showDone('webhooks.saved')
      else void showRefusal('webhooks.notSaved', result.error.message)
      await refresh()
      return result.ok
    },
    [refresh],
  )

  const remove = useCallback(
    async (hook: WebhookRow): Promise<boolean> => {
      const result = await deleteWebhook(hook.id)
      if (result.ok) showDone('webhooks.deleted')
      else void showRefusal('webhooks.notDeleted', result.error.message)
      await refresh()
      return result.ok
    },
    [refresh],
  )

  /** The new secret, or null when refused. */
  const rotate = useCallback(async (hook: WebhookRow): Promise<string | null> => {
    const result = await rotateWebhookSecret(hook.id)
    if (!result.ok) {
      void showRefusal('webhooks.notRotated', result.error.message)
      return null
    }
    return result.value
  }, [])

  const sendTest = useCallback(
    async (hook: WebhookRow) => {
      const result = await sendDeliveryNow({ webhook_id: hook.id })
      if (result.ok) showAttempt(result.value, 'webhooks.testSent', 'webhooks.testFailed')
      else void showRefusal('webhooks.testFailed', result.error.message)
      await refresh()
    },
    [refresh],
  )

  return { ...view, create, save, remove, rotate, sendTest }
}
