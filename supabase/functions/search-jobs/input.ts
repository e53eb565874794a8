// Validation of the search-jobs request body: either one job by id, or a search with the Find Jobs
// filters and a keyset cursor. Unknown fields are refused, so a misspelt filter is never ignored.
import * as z from 'npm:zod@4'
import { badRequest } from '../_shared/http.ts'

export const MAX_LIMIT = 50

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} is too long (max ${max} characters)` })
    .transform((value) => value || undefined)
    .optional()

const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of ${values.join(', ')}` }).optional()

const amount = (field: string) =>
  z
    .int({ error: `${field} must be a whole number of dollars` })
    .min(0, { error: `${field} must be a whole number of dollars` })
    .max(999_999_999, { error: `${field} is too large` })
    .optional()

const jobId = (field: string) => z.guid({ error: `${field} must be a job id (uuid)` })

const searchSchema = z.strictObject(
  {
    query: text('query', 200),
    trade: text('trade', 40),
    province: text('province', 40),
    city: text('city', 100),
    experienceLevel: oneOf('experienceLevel', ['entry', 'intermediate', 'experienced', 'expert']),
    workType: oneOf('workType', ['full_time', 'part_time', 'contract', 'temporary']),
    urgency: oneOf('urgency', ['normal', 'urgent', 'asap']),
    budgetMin: amount('budgetMin'),
    budgetMax: amount('budgetMax'),
    featuredOnly: z.boolean({ error: 'featuredOnly must be true or false' }).optional(),
    /** What the pay range is per (issue 41); budgetMin/budgetMax compare in that unit. */
    payUnit: oneOf('payUnit', ['hourly', 'yearly', 'fixed']),
    /** The last job of the previous page, as `next` gave it. */
    after: z
      .strictObject(
        {
          createdAt: z.iso.datetime({
            offset: true,
            error: 'after.createdAt must be an ISO date and time',
          }),
          id: jobId('after.id'),
        },
        { error: 'after must be { createdAt, id } from the previous page' },
      )
      .optional(),
    limit: z
      .int({ error: `limit must be a whole number from 1 to ${MAX_LIMIT}` })
      .min(1, { error: `limit must be a whole number from 1 to ${MAX_LIMIT}` })
      .max(MAX_LIMIT, { error: `limit must be a whole number from 1 to ${MAX_LIMIT}` })
      .default(20),
  },
  { error: (issue) => unknownKeyMessage(issue) },
)

const byIdSchema = z.strictObject(
  { id: jobId('id') },
  { error: () => 'id cannot be combined with search fields' },
)

function unknownKeyMessage(issue: { code?: string; keys?: string[] }): string | undefined {
  if (issue.code !== 'unrecognized_keys') return undefined
  return `Unknown field: ${(issue.keys ?? []).join(', ')}`
}

export type SearchRequest = z.output<typeof searchSchema>
export type JobsRequest = { kind: 'one'; id: string } | ({ kind: 'search' } & SearchRequest)

function parsed<T>(result: z.ZodSafeParseResult<T>): T {
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw badRequest(issue?.message ?? 'Invalid request')
}

export function parseRequest(body: Record<string, unknown>): JobsRequest {
  if ('id' in body) return { kind: 'one', ...parsed(byIdSchema.safeParse(body)) }
  return { kind: 'search', ...parsed(searchSchema.safeParse(body)) }
}
