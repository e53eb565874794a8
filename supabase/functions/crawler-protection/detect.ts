// check, fingerprint and report: score the caller's IP, store the detection, and block and
// blacklist for 24 hours at >= 200. Whitelisted IPs and CRAWLER_ALLOW_IPS always pass.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2'
import {
  allowedIps,
  band,
  BLACKLIST_HOURS,
  describe,
  fingerprintSignals,
  rateSignals,
  reportSignals,
  total,
  userAgentSignals,
  type Band,
  type Fingerprint,
  type Signals,
} from '../_shared/crawler-scoring.ts'
import * as store from './store.ts'

export const BLOCKED_REASON =
  'Too many automated requests came from your network, so access is paused for 24 hours.'
export const CHALLENGE_REASON = 'Please confirm you are a person to continue.'

export interface Verdict {
  blocked: boolean
  challenge: boolean
  action: Band
  score: number
  reason: string | null
  whitelisted: boolean
}

interface Caller {
  ip: string
  userAgent: string | null
  userId: string | null
}

/** Scores `extra` signals together with the IP's recent history and decides. */
async function decide(
  db: SupabaseClient,
  caller: Caller,
  extra: Signals,
  activity: {
    type: string
    path: string | null
    severity?: 'low' | 'medium' | 'high'
  },
): Promise<Verdict> {
  const entries = await store.activeEntries(db, caller.ip)
  const allowedByConfig = allowedIps(Deno.env.get('CRAWLER_ALLOW_IPS')).has(caller.ip)
  const whitelisted = allowedByConfig || entries.some((e) => e.access_type === 'whitelist')
  const listed = entries.find((e) => e.access_type === 'blacklist')
  const [count, severities, fingerprint] = await Promise.all([
    store.recentRequestCount(db, caller.ip),
    store.recentReportSeverities(db, caller.ip),
    store.latestFingerprintSignals(db, caller.ip),
  ])
  const reports = activity.severity ? [...severities, activity.severity] : severities
  const { score, signals } = total(
    fingerprint,
    userAgentSignals(caller.userAgent),
    rateSignals(count + 1),
    reportSignals(reports),
    extra,
  )
  const scored = whitelisted ? 'allow' : listed ? 'block' : band(score)
  let reason = describe(signals)
  if (allowedByConfig) reason = `allowed by CRAWLER_ALLOW_IPS; ${reason}`
  else if (whitelisted) reason = `whitelisted; ${reason}`
  else if (listed) reason = `blacklisted until ${listed.expires_at ?? 'removed'}; ${reason}`
  await store.recordActivity(db, {
    ip_address: caller.ip,
    detection_score: score,
    is_blocked: scored === 'block',
    detection_reason: reason,
    request_path: activity.path,
    activity_type: activity.type,
    severity: activity.severity ?? null,
    user_agent: caller.userAgent,
    user_id: caller.userId,
    signals: JSON.stringify(signals),
  })
  if (scored === 'block' && !listed) {
    await store.blacklist(
      db,
      caller.ip,
      `Automatic: detection score ${score} (${describe(signals)})`,
      BLACKLIST_HOURS,
      null,
    )
  }
  return {
    blocked: scored === 'block',
    challenge: scored === 'challenge',
    action: scored,
    score,
    reason: scored === 'block' ? BLOCKED_REASON : scored === 'challenge' ? CHALLENGE_REASON : null,
    whitelisted,
  }
}

export function check(db: SupabaseClient, caller: Caller, path: string | null): Promise<Verdict> {
  return decide(db, caller, {}, { type: 'check', path })
}

export function report(
  db: SupabaseClient,
  caller: Caller,
  r: { activityType: string; severity: 'low' | 'medium' | 'high'; path: string | null },
) {
  return decide(db, caller, {}, { type: 'report', path: r.path, severity: r.severity })
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

export async function fingerprint(db: SupabaseClient, caller: Caller, fp: Fingerprint) {
  const signals = fingerprintSignals(fp)
  const own = total(signals)
  const hash = await sha256(
    JSON.stringify([
      fp.userAgent,
      fp.screenResolution,
      fp.timezone,
      fp.language,
      fp.plugins,
      fp.canvasFingerprint,
      fp.webglFingerprint,
      fp.audioFingerprint,
    ]),
  )
  const id = await store.saveFingerprint(db, {
    hash,
    ip: caller.ip,
    userAgent: fp.userAgent,
    screenResolution: fp.screenResolution,
    timezone: fp.timezone,
    language: fp.language,
    plugins: fp.plugins,
    canvas: fp.canvasFingerprint,
    webgl: fp.webglFingerprint,
    audio: fp.audioFingerprint,
    score: own.score,
    suspicious: own.score >= 50,
    signals,
  })
  const verdict = await decide(db, caller, signals, { type: 'fingerprint', path: null })
  return { ...verdict, fingerprintId: id, suspicious: own.score >= 50 }
}
