// The search-jobs edge function (supabase/README.md): Find Jobs' search beyond the replica and
// one job by id for its detail page. Rows come back as the server sends them; the jobs feature
// checks them with the replica's own job row schema.
import * as z from 'zod'
import { isFunctionsFetchError, isFunctionsHttpError } from './functions-errors.ts'
import { getSupabase } from './supabase-client.ts'

const FUNCTION = 'search-jobs'
/** A search the server has not answered by then shows as failed; the local results stay. */
const TIMEOUT_MS = 10_000

export interface ServerJobQuery {
  query?: string
  trade?: string
  province?: string
  city?: string
  experienceLevel?: string
  workType?: string
  urgency?: string
  budgetMin?: number
  budgetMax?: number
  featuredOnly?: boolean
  payUnit?: string
  after?: SearchCursor
  limit?: number
}

const cursorSchema = z.object({ createdAt: z.string(), id: z.string() })
export type SearchCursor = z.infer<typeof cursorSchema>
const pageSchema = z.object({ jobs: z.array(z.unknown()), next: cursorSchema.nullable() })
export type ServerJobsPage = z.infer<typeof pageSchema>
const oneSchema = z.object({ job: z.unknown() })

/** `offline`: no answer (network); `aborted`: the caller cancelled; `failed`: any other error. */
export type SearchOutcome<T> =
  { ok: true; value: T } | { ok: false; reason: 'offline' | 'aborted' | 'failed'; message: string }

async function invoke<T>(
  body: Record<string, unknown>,
  schema: z.ZodType<T>,
  signal?: AbortSignal,
): Promise<SearchOutcome<T>> {
  try {
    const { data, error } = await (
      await getSupabase()
    ).functions.invoke(FUNCTION, { body, timeout: TIMEOUT_MS, ...(signal ? { signal } : {}) })
    if (signal?.aborted) return { ok: false, reason: 'aborted', message: 'Cancelled' }
    if (!error) {
      const parsed = schema.safeParse(data)
      return parsed.success
        ? { ok: true, value: parsed.data }
        : { ok: false, reason: 'failed', message: `${FUNCTION}: unexpected answer` }
    }
    if (isFunctionsHttpError(error)) {
      const payload = (await error.context.json().catch(() => ({}))) as { error?: unknown }
      const message = typeof payload.error === 'string' ? payload.error : ''
      return { ok: false, reason: 'failed', message: message || `HTTP ${error.context.status}` }
    }
    const reason = isFunctionsFetchError(error) ? 'offline' : 'failed'
    return { ok: false, reason, message: String((error as Error).message) }
  } catch (error) {
    if (signal?.aborted) return { ok: false, reason: 'aborted', message: 'Cancelled' }
    return { ok: false, reason: 'failed', message: (error as Error).message }
  }
}

/** One page of open jobs matching the query, newest first, and the cursor of the next page. */
export function searchServerJobs(
  query: ServerJobQuery,
  signal?: AbortSignal,
): Promise<SearchOutcome<ServerJobsPage>> {
  return invoke({ ...query }, pageSchema, signal)
}

/** One job by id (any status) as the server has it, or null when there is none. */
export async function fetchServerJob(
  id: string,
  signal?: AbortSignal,
): Promise<SearchOutcome<unknown>> {
  const outcome = await invoke({ id }, oneSchema, signal)
  return outcome.ok ? { ok: true, value: outcome.value.job ?? null } : outcome
}
