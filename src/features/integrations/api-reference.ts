// The public API as /integrations documents it (supabase/functions/api): its versions and
// endpoints, and which part of the reference a link such as /api/v1/jobs opens.
export const CURRENT_API_VERSION = '1'
export const API_PAGE_LIMIT = 100

export interface ApiEndpoint {
  id: 'me' | 'jobs' | 'applications'
  scope: string | null
  params: readonly string[]
  example: string
}

export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  { id: 'me', scope: null, params: [], example: '/v1/me' },
  {
    id: 'jobs',
    scope: 'jobs:read',
    params: ['trade', 'province', 'limit', 'before'],
    example: '/v1/jobs?province=Ontario&limit=20',
  },
  {
    id: 'applications',
    scope: 'applications:read',
    params: ['status', 'limit', 'before'],
    example: '/v1/applications?status=submitted',
  },
]

export type ReferenceTarget =
  | { kind: 'all' }
  | { kind: 'endpoint'; endpoint: ApiEndpoint }
  | { kind: 'unknownVersion'; version: string }
  | { kind: 'unknownEndpoint'; endpoint: string }

/** What /integrations?api_version=&endpoint= asks for (the /api/v{n}/{rest} redirect). */
export function referenceTarget(version?: string, endpoint?: string): ReferenceTarget {
  if (version !== undefined && version.replace(/^0+(?=\d)/, '') !== CURRENT_API_VERSION)
    return { kind: 'unknownVersion', version }
  if (endpoint === undefined || endpoint === '') return { kind: 'all' }
  const first = endpoint.replace(/^\/+/, '').split(/[/?#]/)[0]!.toLowerCase()
  const found = API_ENDPOINTS.find((e) => e.id === first)
  return found ? { kind: 'endpoint', endpoint: found } : { kind: 'unknownEndpoint', endpoint }
}

/** The base URL of the API for a project URL. */
export const apiBase = (projectUrl: string): string =>
  `${projectUrl.replace(/\/+$/, '')}/functions/v1/api`
