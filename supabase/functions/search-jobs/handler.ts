// search-jobs: Find Jobs' search beyond the device's replica (issue 28). Runs public.search_jobs
// with the caller's JWT, so RLS applies, and answers one page of open jobs newest first with the
// cursor of the next page; `{ id }` answers that one job (any status) for its detail page.
import { HttpError, json, readJsonObject, withErrors } from '../_shared/http.ts'
import { callerClient, callerUserId } from '../_shared/supabase.ts'
import { parseRequest, type SearchRequest } from './input.ts'

type JobRow = Record<string, unknown> & { id: string; created_at: string }
type Client = ReturnType<typeof callerClient>

/** The row as the app replicates it: the sync bookkeeping columns stay on the server. */
function publicRow({ _modified: _m, _deleted: _d, ...row }: JobRow): Record<string, unknown> {
  return row
}

function refused(error: { code?: string; message: string }): HttpError {
  if (error.code === '42501') return new HttpError(403, 'forbidden', error.message)
  if (error.code === '22023') return new HttpError(400, 'invalid_input', error.message)
  return new HttpError(500, 'search_failed', error.message)
}

async function search(client: Client, request: SearchRequest) {
  // One row beyond the page tells whether another page exists.
  const { data, error } = await client.rpc('search_jobs', {
    p_query: request.query ?? null,
    p_trade: request.trade ?? null,
    p_province: request.province ?? null,
    p_city: request.city ?? null,
    p_experience_level: request.experienceLevel ?? null,
    p_work_type: request.workType ?? null,
    p_urgency: request.urgency ?? null,
    p_budget_min: request.budgetMin ?? null,
    p_budget_max: request.budgetMax ?? null,
    p_featured: request.featuredOnly ?? null,
    p_pay_unit: request.payUnit ?? null,
    p_before_created_at: request.after?.createdAt ?? null,
    p_before_id: request.after?.id ?? null,
    p_limit: request.limit + 1,
  })
  if (error) throw refused(error)
  const rows = (data ?? []) as JobRow[]
  const page = rows.slice(0, request.limit)
  const last = page.at(-1)
  const next =
    rows.length > request.limit && last ? { createdAt: last.created_at, id: last.id } : null
  return { jobs: page.map(publicRow), next }
}

async function one(client: Client, id: string) {
  const { data, error } = await client
    .from('jobs')
    .select('*')
    .eq('id', id)
    .eq('_deleted', false)
    .maybeSingle()
  if (error) throw refused(error)
  return { job: data ? publicRow(data as JobRow) : null }
}

export const handler = withErrors(async (req) => {
  if (req.method !== 'POST') return json(405, { error: 'Use POST', code: 'method_not_allowed' })
  const client = callerClient(req)
  // The gateway has checked the token's signature; a visitor's anon key still needs refusing.
  if (!(await callerUserId(req, client)))
    throw new HttpError(401, 'not_signed_in', 'Sign in to search jobs')
  const request = parseRequest(await readJsonObject(req))
  return json(
    200,
    request.kind === 'one' ? await one(client, request.id) : await search(client, request),
  )
})
