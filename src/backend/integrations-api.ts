// API keys and webhooks (issue 36, /integrations): the database functions answer for the signed-in
// person and their organizations; the deliver-webhooks function sends a test delivery at once.
import { getSupabase } from './supabase-client.ts'
import { invokeFunction } from './invoke-function.ts'
import { isFunctionsHttpError } from './functions-errors.ts'
import { toApiError } from './rows.ts'
import type { ApiResult } from './rows.ts'

async function rpc<T>(name: string, args?: Record<string, unknown>): Promise<ApiResult<T>> {
  const { data, error } = await (await getSupabase()).rpc(name, args)
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: data as T }
}

const rows = (name: string) => async (): Promise<ApiResult<unknown[]>> => {
  const result = await rpc<unknown>(name)
  return result.ok ? { ok: true, value: Array.isArray(result.value) ? result.value : [] } : result
}

export const fetchMyApiKeys = rows('my_api_keys')
export const fetchMyWebhooks = rows('my_webhooks')
export const fetchMyOrganizations = rows('my_organizations')

export interface NewApiKey {
  name: string
  scopes: string[]
  organizationId: string | null
  expiresAt: string | null
}

/** Answers the key itself: the only time anyone sees it. */
export async function createApiKey(input: NewApiKey): Promise<ApiResult<unknown>> {
  const result = await rpc<unknown[]>('create_api_key', {
    p_name: input.name,
    p_scopes: input.scopes,
    p_organization_id: input.organizationId,
    p_expires_at: input.expiresAt,
  })
  return result.ok ? { ok: true, value: result.value[0] } : result
}

export const revokeApiKey = (id: string) => rpc<null>('revoke_api_key', { p_id: id })

export interface WebhookInput {
  url: string
  events: string[]
  description: string | null
  organizationId: string | null
}

/** Answers the new webhook's id and signing secret (shown once). */
export async function createWebhook(input: WebhookInput): Promise<ApiResult<unknown>> {
  const result = await rpc<unknown[]>('create_webhook', {
    p_url: input.url,
    p_events: input.events,
    p_description: input.description,
    p_organization_id: input.organizationId,
  })
  return result.ok ? { ok: true, value: result.value[0] } : result
}

export const updateWebhook = (id: string, input: WebhookInput, enabled: boolean) =>
  rpc<null>('update_webhook', {
    p_id: id,
    p_url: input.url,
    p_events: input.events,
    p_description: input.description,
    p_enabled: enabled,
  })

export const deleteWebhook = (id: string) => rpc<null>('delete_webhook', { p_id: id })
export const rotateWebhookSecret = (id: string) =>
  rpc<string>('rotate_webhook_secret', { p_id: id })

export async function fetchDeliveryLog(webhookId: string): Promise<ApiResult<unknown[]>> {
  const result = await rpc<unknown>('webhook_delivery_log', {
    p_webhook_id: webhookId,
    p_limit: 50,
  })
  return result.ok ? { ok: true, value: Array.isArray(result.value) ? result.value : [] } : result
}

/** Sends a test delivery (`{ webhook_id }`) or a delivery again (`{ delivery_id }`) now. */
export async function sendDeliveryNow(
  body: { webhook_id: string } | { delivery_id: string },
): Promise<ApiResult<unknown>> {
  const { data, error } = await invokeFunction<unknown>('deliver-webhooks', {
    body,
    timeout: 20_000,
  })
  if (!error) return { ok: true, value: data }
  if (isFunctionsHttpError(error)) {
    const answer = (await error.context.json().catch(() => ({}))) as {
      error?: string
      code?: string
    }
    return { ok: false, error: { message: answer.error ?? error.message, code: answer.code } }
  }
  return { ok: false, error: { message: error.message } }
}
