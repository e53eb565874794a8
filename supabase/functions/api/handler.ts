// api: CraftLink's public REST API for people's own tools (issue 36, /integrations documents it).
// Version 1, read-only, authenticated by API key: GET /api/v1/me, /api/v1/jobs (open jobs, scope
// jobs:read) and /api/v1/applications (applications to the key's jobs, scope applications:read),
// newest first, paged with `before` (the last item's created_at).
import { HttpError, json, withErrors } from '../_shared/http.ts'
import { serviceClient } from '../_shared/supabase.ts'
import { authenticate, requireScope, type ApiKey } from './key.ts'

type Service = ReturnType<typeof serviceClient>

const JOB_COLUMNS =
  'id, title, description, trade_specialty, experience_level, location_city, location_province, ' +
  'work_type, duration, pay_unit, budget_min, budget_max, urgency, status, created_at'
const APPLICATION_STATUSES = [
  'submitted',
  'viewed',
  'shortlisted',
  'accepted',
  'rejected',
  'withdrawn',
]

function pageParams(url: URL): { limit: number; before: string | null } {
  const raw = url.searchParams.get('limit')
  const limit = raw === null ? 50 : Number(raw)
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new HttpError(400, 'invalid_input', 'limit must be a whole number from 1 to 100')
  const before = url.searchParams.get('before')
  if (before !== null && Number.isNaN(Date.parse(before)))
    throw new HttpError(400, 'invalid_input', 'before must be a date and time (ISO 8601)')
  return { limit, before }
}

function page<T extends { created_at: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit)
  return {
    data: items,
    next_before: rows.length > limit ? (items.at(-1)?.created_at ?? null) : null,
  }
}

async function jobs(service: Service, url: URL) {
  const { limit, before } = pageParams(url)
  let query = service
    .from('jobs')
    .select(JOB_COLUMNS)
    .eq('status', 'open')
    .eq('_deleted', false)
    .order('created_at', { ascending: false })
    .order('id')
    .limit(limit + 1)
  const trade = url.searchParams.get('trade')
  const province = url.searchParams.get('province')
  if (trade) query = query.eq('trade_specialty', trade)
  if (province) query = query.eq('location_province', province)
  if (before) query = query.lt('created_at', before)
  const { data, error } = await query
  if (error) throw new Error(`jobs read failed: ${error.message}`)
  return page((data ?? []) as unknown as Array<{ created_at: string }>, limit)
}

async function applications(service: Service, key: ApiKey, url: URL) {
  const { limit, before } = pageParams(url)
  const status = url.searchParams.get('status')
  if (status !== null && !APPLICATION_STATUSES.includes(status))
    throw new HttpError(
      400,
      'invalid_input',
      `status must be one of ${APPLICATION_STATUSES.join(', ')}`,
    )
  const { data, error } = await service.rpc('api_applications', {
    p_owner_id: key.owner_id,
    p_organization_id: key.organization_id,
    p_status: status,
    p_before: before,
    p_limit: limit + 1,
  })
  if (error) throw new Error(`api_applications failed: ${error.message}`)
  return page((data ?? []) as Array<{ created_at: string }>, limit)
}

export const handler = withErrors(async (req) => {
  const url = new URL(req.url)
  const match = /^\/api\/v(\d+)\/([a-z]+)\/?$/.exec(url.pathname)
  if (!match) throw new HttpError(404, 'not_found', 'No such endpoint; see /integrations')
  if (match[1] !== '1')
    throw new HttpError(404, 'unknown_version', `API version ${match[1]} does not exist; use v1`)
  if (req.method !== 'GET')
    throw new HttpError(405, 'method_not_allowed', 'The API is read-only: use GET')
  const service = serviceClient()
  const key = await authenticate(req, service)
  switch (match[2]) {
    case 'me':
      return json(200, {
        key_id: key.id,
        user_id: key.owner_id,
        organization_id: key.organization_id,
        scopes: key.scopes,
      })
    case 'jobs':
      requireScope(key, 'jobs:read')
      return json(200, await jobs(service, url))
    case 'applications':
      requireScope(key, 'applications:read')
      return json(200, await applications(service, key, url))
    default:
      throw new HttpError(404, 'not_found', 'No such endpoint; see /integrations')
  }
})
