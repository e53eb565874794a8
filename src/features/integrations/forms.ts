// The API key and webhook forms' rules, as the database functions enforce them (the server
// checks again): each answers the catalogue key of the first problem per field.
import * as z from 'zod'

export const API_SCOPES = ['jobs:read', 'applications:read'] as const
/** A scope's catalogue key (i18next reads a colon as a namespace separator). */
export const scopeLabelKey = (scope: (typeof API_SCOPES)[number]) =>
  (
    ({
      'jobs:read': 'keys.scope.jobsRead',
      'applications:read': 'keys.scope.applicationsRead',
    }) as const
  )[scope]
export const WEBHOOK_EVENTS = [
  'application.created',
  'application.status_changed',
  'job.filled',
  'message.received',
] as const
export const EXPIRY_OPTIONS = ['never', 'd30', 'd90', 'y1'] as const
export type ExpiryOption = (typeof EXPIRY_OPTIONS)[number]

const DAY = 86_400_000
const EXPIRY_DAYS: Record<ExpiryOption, number | null> = { never: null, d30: 30, d90: 90, y1: 365 }

/** The expiry the server stores for an option chosen now. */
export function expiryFrom(option: ExpiryOption, now = Date.now()): string | null {
  const days = EXPIRY_DAYS[option]
  return days === null ? null : new Date(now + days * DAY).toISOString()
}

const trimmedLength = (value: string) => value.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '').length
const hasHtml = (value: string) => /<[A-Za-z/!?][^>]*>/.test(value)

export const apiKeyForm = z.object({
  name: z
    .string()
    .refine(
      (v) => trimmedLength(v) >= 1 && trimmedLength(v) <= 80 && !hasHtml(v),
      'keys.nameRequired',
    ),
  scopes: z.array(z.enum(API_SCOPES)).min(1, 'keys.scopesRequired'),
  owner: z.string(),
  expiry: z.enum(EXPIRY_OPTIONS),
})
export type ApiKeyForm = z.infer<typeof apiKeyForm>

/** https anywhere; http only to this machine (the server allows it in development only). */
export function isWebhookUrl(value: string): boolean {
  if (value.length > 2000 || /\s/.test(value)) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
}

export const webhookForm = z.object({
  url: z.string().trim().refine(isWebhookUrl, 'webhooks.urlInvalid'),
  description: z.string().refine((v) => trimmedLength(v) <= 200, 'webhooks.descriptionTooLong'),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, 'webhooks.eventsRequired'),
  owner: z.string(),
})
export type WebhookForm = z.infer<typeof webhookForm>

/** The owner field's value for a personal key or webhook. */
export const PERSONAL = 'personal'
export const organizationOf = (owner: string): string | null => (owner === PERSONAL ? null : owner)

/** Field -> catalogue key of its first problem; empty when the form is valid. */
export function formErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '')
    errors[field] ??= issue.message
  }
  return errors
}
