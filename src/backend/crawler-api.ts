// The crawler-protection edge function (spec section 7) and the admin-only ip_access_control
// table: typed calls that never throw. Results tell "refused" (403) and "no network" apart so the
// UI can show a no-access page or an offline state instead of a generic failure.
import { isFunctionsFetchError, isFunctionsHttpError } from './functions-errors.ts'
import { getSupabase } from './supabase-client.ts'
import { invokeFunction } from './invoke-function.ts'
import { toApiError } from './rows.ts'

export type CrawlerAction = 'allow' | 'log' | 'challenge' | 'block'

export interface CrawlerVerdict {
  blocked: boolean
  challenge: boolean
  action: CrawlerAction
  score: number
  reason: string | null
  whitelisted: boolean
}

export interface BrowserFingerprint {
  userAgent: string
  screenResolution: string
  timezone: string
  language: string
  plugins: string[]
  canvasFingerprint: string
  webglFingerprint: string
  audioFingerprint: string
  webdriver: boolean
  /** navigator.platform, checked against the OS the user agent names. */
  platform: string
  /** Date#getTimezoneOffset(), checked against the named time zone. */
  timezoneOffset: number
}

export type Severity = 'low' | 'medium' | 'high'

export interface BehaviourReport {
  activityType: string
  severity: Severity
  details: { userAgent: string; path: string; timestamp: string }
}

export interface CrawlerActivity {
  id: string
  ip_address: string
  detection_score: number
  is_blocked: boolean
  detection_reason: string | null
  request_path: string | null
  activity_type?: string
  user_agent?: string | null
  created_at: string
}

export interface PatternCount {
  value: string
  count: number
}

export interface CrawlerStats {
  totalDetections: number
  blockedRequests: number
  blacklistedIPs: number
  suspiciousFingerprints: number
  recentActivity: CrawlerActivity[]
  patterns: { signals: PatternCount[]; paths: PatternCount[]; ips: PatternCount[] }
}

export interface IpAccessEntry {
  id: string
  ip_address: string
  access_type: 'whitelist' | 'blacklist'
  reason: string | null
  created_at: string
  expires_at: string | null
}

export type CrawlerFailure = 'forbidden' | 'offline' | 'failed'
export type CrawlerResult<T> =
  { ok: true; value: T } | { ok: false; failure: CrawlerFailure; message: string }

/** The access check gives up after this long (the page has long been shown by then). */
export const GATE_TIMEOUT_MS = 10_000

async function invoke<T>(
  route: string,
  body: unknown,
  timeout?: number,
): Promise<CrawlerResult<T>> {
  try {
    const { data, error } = await invokeFunction<T>(`crawler-protection/${route}`, {
      body: body as Record<string, unknown>,
      ...(timeout ? { timeout } : {}),
    })
    if (!error) return { ok: true, value: data as T }
    if (isFunctionsHttpError(error)) {
      const response = error.context
      const payload = (await response.json().catch(() => ({}))) as { error?: string }
      const failure = response.status === 403 ? 'forbidden' : 'failed'
      return { ok: false, failure, message: payload.error ?? '' }
    }
    const failure = isFunctionsFetchError(error) ? 'offline' : 'failed'
    return { ok: false, failure, message: String((error as Error).message ?? '') }
  } catch (error) {
    return { ok: false, failure: 'failed', message: (error as Error).message }
  }
}

export const checkAccess = (path: string) =>
  invoke<CrawlerVerdict>('check', { path }, GATE_TIMEOUT_MS)

export const sendFingerprint = (fingerprint: BrowserFingerprint) =>
  invoke<CrawlerVerdict>('fingerprint', { fingerprint })

export const sendReport = (report: BehaviourReport) => invoke<CrawlerVerdict>('report', report)

export const fetchCrawlerStats = () => invoke<CrawlerStats>('stats', {})

export const addIpEntry = (
  kind: 'whitelist' | 'blacklist',
  entry: { ip: string; reason: string; durationHours: number | null },
) => invoke<{ entry: IpAccessEntry }>(kind, entry)

/** Spec section 7: select ip_access_control all, newest first (admin RLS). */
export async function fetchIpEntries(): Promise<CrawlerResult<IpAccessEntry[]>> {
  try {
    const { data, error } = await (
      await getSupabase()
    )
      .from('ip_access_control')
      .select('id,ip_address,access_type,reason,created_at,expires_at')
      .order('created_at', { ascending: false })
    if (error) return { ok: false, failure: 'failed', message: toApiError(error).message }
    return { ok: true, value: (data ?? []) as IpAccessEntry[] }
  } catch (error) {
    return { ok: false, failure: 'offline', message: (error as Error).message }
  }
}

/** Spec section 7: delete by id. Zero rows deleted (not an admin, or gone) is a failure. */
export async function removeIpEntry(id: string): Promise<CrawlerResult<null>> {
  try {
    const { data, error } = await (
      await getSupabase()
    )
      .from('ip_access_control')
      .delete()
      .eq('id', id)
      .select('id')
    if (error) return { ok: false, failure: 'failed', message: toApiError(error).message }
    if ((data ?? []).length === 0) return { ok: false, failure: 'failed', message: '' }
    return { ok: true, value: null }
  } catch (error) {
    return { ok: false, failure: 'offline', message: (error as Error).message }
  }
}
