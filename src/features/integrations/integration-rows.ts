// What the integrations functions answer (supabase/migrations/*_api_keys.sql, *_webhooks.sql),
// checked with zod before the page uses it.
import * as z from 'zod'

const when = z.string().nullable()

const apiKeyRow = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.string()),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
  created_by_me: z.boolean(),
  created_at: z.string(),
  expires_at: when,
  last_used_at: when,
  revoked_at: when,
})
export type ApiKeyRow = z.infer<typeof apiKeyRow>

const webhookRow = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
  manageable: z.boolean(),
  created_at: z.string(),
  last_status: z.string().nullable(),
  last_response_status: z.number().nullable(),
  last_attempt_at: when,
})
export type WebhookRow = z.infer<typeof webhookRow>

const deliveryRow = z.object({
  id: z.string(),
  event: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  response_status: z.number().nullable(),
  response_body: z.string().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().nullable(),
  created_at: z.string(),
  last_attempt_at: when,
  next_attempt_at: when,
})
export type DeliveryRow = z.infer<typeof deliveryRow>

const organizationRow = z.object({ id: z.string(), name: z.string(), owned: z.boolean() })
export type OrganizationRow = z.infer<typeof organizationRow>

export const createdKey = z.object({ id: z.string(), key: z.string(), prefix: z.string() })
export const createdWebhook = z.object({ id: z.string(), secret: z.string() })
export const attemptOutcome = z.object({
  status: z.string().nullable(),
  response_status: z.number().nullable(),
  duration_ms: z.number(),
  error_kind: z.enum(['timeout', 'connection', 'other']).nullable(),
})
export type AttemptOutcome = z.infer<typeof attemptOutcome>

export const parseApiKeys = (rows: unknown) => z.array(apiKeyRow).parse(rows)
export const parseWebhooks = (rows: unknown) => z.array(webhookRow).parse(rows)
export const parseDeliveries = (rows: unknown) => z.array(deliveryRow).parse(rows)
export const parseOrganizations = (rows: unknown) => z.array(organizationRow).parse(rows)

export type KeyState = 'active' | 'expired' | 'revoked'

/** Whether a key still works, as the API decides it. */
export function keyState(key: ApiKeyRow, now = Date.now()): KeyState {
  if (key.revoked_at) return 'revoked'
  if (key.expires_at && Date.parse(key.expires_at) <= now) return 'expired'
  return 'active'
}
