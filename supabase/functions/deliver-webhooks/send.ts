// One attempt at one delivery: the signed POST to the webhook's URL, then its outcome recorded
// (status, the first 1,000 characters of the answer, timing); the database decides the retry.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2'
import { signatureHeader } from '../_shared/webhook-signature.ts'

export interface ClaimedDelivery {
  id: string
  event: string
  data: unknown
  created_at: string
  attempts: number
  url: string
  secret: string
}

export interface AttemptOutcome {
  id: string
  status: string | null
  response_status: number | null
  duration_ms: number
  error: string | null
  /** Why no status came back: the endpoint was too slow, could not be reached, or other. */
  error_kind: 'timeout' | 'connection' | 'other' | null
}

const TIMEOUT_MS = 10_000

export async function sendDelivery(
  service: SupabaseClient,
  delivery: ClaimedDelivery,
): Promise<AttemptOutcome> {
  const body = JSON.stringify({
    id: delivery.id,
    type: delivery.event,
    created_at: delivery.created_at,
    data: delivery.data,
  })
  const timestamp = Math.floor(Date.now() / 1000)
  const started = Date.now()
  let responseStatus: number | null = null
  let responseBody: string | null = null
  let error: string | null = null
  let errorKind: AttemptOutcome['error_kind'] = null
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'CraftLink-Webhooks/1',
        'CraftLink-Event': delivery.event,
        'CraftLink-Delivery': delivery.id,
        'CraftLink-Signature': await signatureHeader(delivery.secret, timestamp, body),
      },
      body,
    })
    responseStatus = response.status
    responseBody = (await response.text()).slice(0, 1000)
  } catch (caught) {
    const failure = caught as Error & { cause?: { code?: string; message?: string } }
    if (failure.name === 'TimeoutError') {
      errorKind = 'timeout'
      error = `No answer within ${TIMEOUT_MS / 1000} s`
    } else if (failure.name === 'TypeError') {
      errorKind = 'connection'
      error = `Could not connect: ${failure.cause?.code ?? failure.cause?.message ?? failure.message}`
    } else {
      errorKind = 'other'
      error = String(failure)
    }
  }
  const duration = Date.now() - started
  const { data, error: recordError } = await service.rpc('record_webhook_attempt', {
    p_delivery_id: delivery.id,
    p_response_status: responseStatus,
    p_response_body: responseBody,
    p_error: error,
    p_duration_ms: duration,
  })
  if (recordError) throw new Error(`record_webhook_attempt failed: ${recordError.message}`)
  return {
    id: delivery.id,
    status: data as string | null,
    response_status: responseStatus,
    duration_ms: duration,
    error,
    error_kind: errorKind,
  }
}
