// stats, whitelist and blacklist: administrators with a two-step verified session only (403 for
// everyone else).
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2'
import { HttpError } from '../_shared/http.ts'
import { blacklist, whitelist } from './store.ts'
import type { IpEntryInput } from './input.ts'

/**
 * An administrator whose session is verified with a second factor (issue 40: the admin pages
 * need aal2); the database reads the caller's token for both, as its crawler policies do.
 */
export async function requireAdmin(caller: SupabaseClient, userId: string | null): Promise<string> {
  if (!userId) throw new HttpError(403, 'forbidden', 'Administrator role required')
  const { data, error } = await caller.rpc('is_admin')
  if (error || data !== true) throw new HttpError(403, 'forbidden', 'Administrator role required')
  const verified = await caller.rpc('is_verified_admin')
  if (verified.error || verified.data !== true) {
    throw new HttpError(403, 'insufficient_aal', 'Two-step verification required (aal2 session)')
  }
  return userId
}

const top = (values: Array<string | null>, n: number): Array<{ value: string; count: number }> => {
  const counts = new Map<string, number>()
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1)
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count)
    .slice(0, n)
}

export async function stats(db: SupabaseClient) {
  const now = new Date().toISOString()
  const week = new Date(Date.now() - 7 * 86_400_000).toISOString()
  const head = { count: 'exact' as const, head: true }
  const [detections, blocked, blacklisted, suspicious, recent] = await Promise.all([
    db.from('crawler_activity').select('id', head).gte('detection_score', 50),
    db.from('crawler_activity').select('id', head).eq('is_blocked', true),
    db
      .from('ip_access_control')
      .select('id', head)
      .eq('access_type', 'blacklist')
      .or(`expires_at.is.null,expires_at.gt.${now}`),
    db.from('browser_fingerprints').select('id', head).eq('is_suspicious', true),
    db
      .from('crawler_activity')
      .select('*')
      .gte('created_at', week)
      .order('created_at', { ascending: false })
      .limit(500),
  ])
  for (const r of [detections, blocked, blacklisted, suspicious, recent]) {
    if (r.error) throw new Error(`stats: ${r.error.message}`)
  }
  const rows = (recent.data ?? []) as Array<{
    signals: string
    request_path: string | null
    ip_address: string
    detection_score: number
  }>
  const flagged = rows.filter((r) => r.detection_score >= 50)
  return {
    totalDetections: detections.count ?? 0,
    blockedRequests: blocked.count ?? 0,
    blacklistedIPs: blacklisted.count ?? 0,
    suspiciousFingerprints: suspicious.count ?? 0,
    recentActivity: rows.slice(0, 50),
    patterns: {
      signals: top(
        flagged.flatMap((r) => Object.keys(JSON.parse(r.signals) as object)),
        10,
      ),
      paths: top(
        flagged.map((r) => r.request_path),
        10,
      ),
      ips: top(
        flagged.map((r) => r.ip_address),
        10,
      ),
    },
  }
}

export function addEntry(
  db: SupabaseClient,
  kind: 'whitelist' | 'blacklist',
  input: IpEntryInput,
  by: string,
) {
  return kind === 'whitelist'
    ? whitelist(db, input.ip, input.reason, input.durationHours, by)
    : blacklist(db, input.ip, input.reason, input.durationHours ?? 24, by)
}
