// Query parameters each route understands, parsed with zod. Values arrive as plain strings;
// anything malformed is dropped rather than breaking the page.
import { notFound } from '@tanstack/react-router'
import * as z from 'zod'

export const authSearch = z.object({
  redirect: z.string().max(2000).optional().catch(undefined),
  type: z.enum(['recovery', 'signup']).optional().catch(undefined),
})

export const socialHubSearch = z.object({
  tab: z.enum(['feed', 'events']).optional().catch(undefined),
  action: z.enum(['post']).optional().catch(undefined),
})

export const integrationsSearch = z.object({
  api_version: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional()
    .catch(undefined),
  endpoint: z.string().max(500).optional().catch(undefined),
})

export const idParam = z.string().trim().min(1).max(128)

/** A path id (job, user): a malformed one is a page that does not exist, not an error. */
export function parseIdParam(raw: string | undefined): string {
  const parsed = idParam.safeParse(raw)
  if (!parsed.success) throw notFound()
  return parsed.data
}
