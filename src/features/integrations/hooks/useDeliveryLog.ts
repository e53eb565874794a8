// A webhook's recent deliveries, read online while its drawer is open, and sending one again.
import { useCallback } from 'react'
import { fetchDeliveryLog, sendDeliveryNow } from '@/backend/integrations-api.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'
import { parseDeliveries, type DeliveryRow } from '../integration-rows.ts'
import { showRefusal } from '../refusal.ts'
import { showAttempt } from './useWebhooks.ts'

export function useDeliveryLog(webhookId: string | null, enabled: boolean) {
  const read = useCallback(async () => {
    if (!webhookId) return []
    const result = await fetchDeliveryLog(webhookId)
    if (!result.ok) throw new Error(result.error.message)
    return parseDeliveries(result.value)
  }, [webhookId])
  const view = useRemoteRead(enabled && webhookId !== null, read, 'The delivery log')
  const { refresh } = view

  const redeliver = useCallback(
    async (delivery: DeliveryRow) => {
      const result = await sendDeliveryNow({ delivery_id: delivery.id })
      if (result.ok) showAttempt(result.value, 'webhooks.redelivered', 'webhooks.notRedelivered')
      else void showRefusal('webhooks.notRedelivered', result.error.message)
      await refresh()
    },
    [refresh],
  )

  return { ...view, redeliver }
}
