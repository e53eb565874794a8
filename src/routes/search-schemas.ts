// Query parameters each route understands, parsed with zod. Values arrive as plain strings;
// anything malformed is dropped rather than breaking the page. zod/mini: every route reaches
// this module from the entry, and zod's classic API cannot be tree-shaken.
import { notFound } from '@tanstack/react-router'
import * as z from 'zod/mini'

/** A parameter that is dropped (undefined) when malformed. */
const dropped = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

export const authSearch = z.object({
  redirect: dropped(z.string().check(z.maxLength(2000))),
  type: dropped(z.enum(['recovery', 'signup'])),
})

export const socialHubSearch = z.object({
  tab: dropped(z.enum(['feed', 'events'])),
  action: dropped(z.enum(['post'])),
})

/** /chat?c=<conversation>: the conversation open beside the list. */
export const chatSearch = z.object({
  c: dropped(z.string().check(z.regex(/^[0-9a-f-]{36}$/))),
})

export const integrationsSearch = z.object({
  api_version: dropped(z.string().check(z.regex(/^\d{1,4}$/))),
  endpoint: dropped(z.string().check(z.maxLength(500))),
})

export const idParam = z.string().check(z.trim(), z.minLength(1), z.maxLength(128))

/** A path id (job, user): a malformed one is a page that does not exist, not an error. */
export function parseIdParam(raw: string | undefined): string {
  const parsed = idParam.safeParse(raw)
  if (!parsed.success) throw notFound()
  return parsed.data
}
