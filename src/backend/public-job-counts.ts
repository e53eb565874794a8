// The home page's job counts for visitors: the one network read a page makes for data, because
// visitors have no replica. `public_job_counts()` is the security-definer RPC anon may call
// (supabase/migrations/..._jobs.sql); signed-in users count from their replica instead.
import { getSupabase } from './supabase-client.ts'
import { toApiError } from './rows.ts'
import type { ApiResult } from './roles-api.ts'

export interface ProvinceJobCount {
  province: string
  openJobs: number
}

export async function fetchPublicJobCounts(): Promise<ApiResult<ProvinceJobCount[]>> {
  const { data, error } = await (await getSupabase()).rpc('public_job_counts')
  if (error) return { ok: false, error: toApiError(error) }
  const rows = (data ?? []) as Array<{ province?: unknown; open_jobs?: unknown }>
  return {
    ok: true,
    value: rows.map((r) => ({
      province: String(r.province ?? ''),
      openJobs: Number(r.open_jobs ?? 0),
    })),
  }
}
