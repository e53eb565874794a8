// Crawler tables through the service role (the tables are admin-read-only for API clients).
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2'
import { BLACKLIST_HOURS, type Severity, type Signals } from '../_shared/crawler-scoring.ts'

export interface ListEntry {
  id: string
  access_type: 'whitelist' | 'blacklist'
  expires_at: string | null
  reason: string | null
}

function fail(what: string, error: { message: string } | null): void {
  if (error) throw new Error(`${what}: ${error.message}`)
}

/** Active (unexpired) whitelist and blacklist entries for an IP. */
export async function activeEntries(db: SupabaseClient, ip: string): Promise<ListEntry[]> {
  const { data, error } = await db
    .from('ip_access_control')
    .select('id, access_type, expires_at, reason')
    .eq('ip_address', ip)
    .or(`expires_at.is.null,expires_at.gt.${new Date().toISOString()}`)
  fail('ip_access_control', error)
  return (data ?? []) as ListEntry[]
}

export async function recentRequestCount(db: SupabaseClient, ip: string): Promise<number> {
  const since = new Date(Date.now() - 60_000).toISOString()
  const { count, error } = await db
    .from('crawler_activity')
    .select('id', { count: 'exact', head: true })
    .eq('ip_address', ip)
    .gt('created_at', since)
  fail('crawler_activity count', error)
  return count ?? 0
}

export async function recentReportSeverities(db: SupabaseClient, ip: string): Promise<Severity[]> {
  const since = new Date(Date.now() - 10 * 60_000).toISOString()
  const { data, error } = await db
    .from('crawler_activity')
    .select('severity')
    .eq('ip_address', ip)
    .eq('activity_type', 'report')
    .gt('created_at', since)
    .limit(200)
  fail('crawler_activity reports', error)
  return ((data ?? []) as Array<{ severity: Severity | null }>).flatMap((r) =>
    r.severity ? [r.severity] : [],
  )
}

/** Signals of the latest fingerprint seen from this IP in the last 24 hours. */
export async function latestFingerprintSignals(db: SupabaseClient, ip: string): Promise<Signals> {
  const since = new Date(Date.now() - BLACKLIST_HOURS * 3_600_000).toISOString()
  const { data, error } = await db
    .from('browser_fingerprints')
    .select('signals')
    .eq('ip_address', ip)
    .gt('last_seen_at', since)
    .order('last_seen_at', { ascending: false })
    .limit(1)
  fail('browser_fingerprints', error)
  const raw = (data?.[0] as { signals?: string } | undefined)?.signals
  return raw ? (JSON.parse(raw) as Signals) : {}
}

export interface ActivityRow {
  ip_address: string
  detection_score: number
  is_blocked: boolean
  detection_reason: string
  request_path: string | null
  activity_type: string
  severity?: Severity | null
  user_agent: string | null
  user_id: string | null
  signals: string
}

export async function recordActivity(db: SupabaseClient, row: ActivityRow): Promise<void> {
  const { error } = await db.from('crawler_activity').insert(row)
  fail('crawler_activity insert', error)
}

export async function blacklist(
  db: SupabaseClient,
  ip: string,
  reason: string,
  hours: number,
  by: string | null,
) {
  const expires = new Date(Date.now() + hours * 3_600_000).toISOString()
  const { data, error } = await db
    .from('ip_access_control')
    .insert({
      ip_address: ip,
      access_type: 'blacklist',
      reason,
      expires_at: expires,
      created_by: by,
    })
    .select('*')
    .single()
  fail('blacklist insert', error)
  return data as Record<string, unknown>
}

export async function whitelist(
  db: SupabaseClient,
  ip: string,
  reason: string,
  hours: number | null,
  by: string | null,
) {
  const expires = hours === null ? null : new Date(Date.now() + hours * 3_600_000).toISOString()
  const { data, error } = await db
    .from('ip_access_control')
    .insert({
      ip_address: ip,
      access_type: 'whitelist',
      reason,
      expires_at: expires,
      created_by: by,
    })
    .select('*')
    .single()
  fail('whitelist insert', error)
  return data as Record<string, unknown>
}

export interface StoredFingerprint {
  hash: string
  ip: string
  userAgent: string
  screenResolution: string
  timezone: string
  language: string
  plugins: string
  canvas: string
  webgl: string
  audio: string
  score: number
  suspicious: boolean
  signals: Signals
}

/** Upserts by hash: a returning browser bumps seen_count and last_seen_at. */
export async function saveFingerprint(db: SupabaseClient, fp: StoredFingerprint): Promise<string> {
  const { data: existing, error: readError } = await db
    .from('browser_fingerprints')
    .select('id, seen_count')
    .eq('fingerprint_hash', fp.hash)
    .maybeSingle()
  fail('browser_fingerprints read', readError)
  const fields = {
    ip_address: fp.ip,
    user_agent: fp.userAgent,
    screen_resolution: fp.screenResolution,
    timezone: fp.timezone,
    language: fp.language,
    plugins: fp.plugins,
    canvas_fingerprint: fp.canvas,
    webgl_fingerprint: fp.webgl,
    audio_fingerprint: fp.audio,
    bot_score: fp.score,
    is_suspicious: fp.suspicious,
    signals: JSON.stringify(fp.signals),
    last_seen_at: new Date().toISOString(),
  }
  if (existing) {
    const row = existing as { id: string; seen_count: number }
    const { error } = await db
      .from('browser_fingerprints')
      .update({ ...fields, seen_count: row.seen_count + 1 })
      .eq('id', row.id)
    fail('browser_fingerprints update', error)
    return row.id
  }
  const { data, error } = await db
    .from('browser_fingerprints')
    .insert({ ...fields, fingerprint_hash: fp.hash })
    .select('id')
    .single()
  fail('browser_fingerprints insert', error)
  return (data as { id: string }).id
}
