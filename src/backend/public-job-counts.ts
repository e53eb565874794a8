// The home page's job counts for visitors: the one network read a page makes for data, because
// visitors have no replica. `public_job_counts()` is the security-definer RPC anon may call
// (supabase/migrations/..._jobs.sql); signed-in users count from their replica instead.
import { toApiError } from './rows.ts'
import type { ApiResult } from './rows.ts'
import { visitorPost } from './visitor-http.ts'

export interface ProvinceJobCount {
  province: string
  openJobs: number
}

export async function fetchPublicJobCounts(): Promise<ApiResult<ProvinceJobCount[]>> {
  // Visitors only: a plain request, so the home page does not load supabase-js for it.
  let rows: Array<{ province?: unknown; open_jobs?: unknown }>
  try {
    const response = await visitorPost('/rest/v1/rpc/public_job_counts', {})
    const body = (await response.json()) as unknown
    if (!response.ok) return { ok: false, error: toApiError(body as { message?: string }) }
    rows = (body ?? []) as typeof rows
  } catch (error) {
    return { ok: false, error: toApiError(error as Error) }
  }
  return {
    ok: true,
    value: rows.map((r) => ({
      province: String(r.province ?? ''),
      openJobs: Number(r.open_jobs ?? 0),
    })),
  }
}
