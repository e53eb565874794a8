// Validation of crawler-protection request bodies (spec sections 3, 5 and 7).
import { badRequest, isRecord } from '../_shared/http.ts'
import type { Fingerprint, Severity } from '../_shared/crawler-scoring.ts'

function text(value: unknown, field: string, max: number): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value !== 'string') throw badRequest(`${field} must be text`)
  if (value.length > max) throw badRequest(`${field} is too long (max ${max} characters)`)
  return value
}

/** Minutes from UTC as getTimezoneOffset gives them (-840 to 720); anything else is ignored. */
function offsetOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= -840 && value <= 720
    ? value
    : null
}

export function parseFingerprint(body: Record<string, unknown>): Fingerprint {
  const raw = isRecord(body.fingerprint) ? body.fingerprint : body
  if (!isRecord(raw) || typeof raw.userAgent !== 'string') {
    throw badRequest('fingerprint.userAgent is required')
  }
  const plugins = Array.isArray(raw.plugins)
    ? JSON.stringify(raw.plugins)
    : text(raw.plugins, 'plugins', 4000)
  if (plugins.length > 4000) throw badRequest('plugins is too long (max 4000 characters)')
  return {
    userAgent: text(raw.userAgent, 'userAgent', 1000),
    screenResolution: text(raw.screenResolution, 'screenResolution', 50),
    timezone: text(raw.timezone, 'timezone', 100),
    language: text(raw.language, 'language', 50),
    plugins,
    canvasFingerprint: text(raw.canvasFingerprint, 'canvasFingerprint', 2000),
    webglFingerprint: text(raw.webglFingerprint, 'webglFingerprint', 2000),
    audioFingerprint: text(raw.audioFingerprint, 'audioFingerprint', 2000),
    webdriver: raw.webdriver === true,
    platform: text(raw.platform, 'platform', 100),
    timezoneOffset: offsetOf(raw.timezoneOffset),
  }
}

export interface Report {
  activityType: string
  severity: Severity
  path: string | null
  userAgent: string
}

export function parseReport(body: Record<string, unknown>): Report {
  const type = body.activityType
  if (typeof type !== 'string' || !/^[a-z_]{1,50}$/.test(type)) {
    throw badRequest(
      'activityType must be 1-50 lowercase letters or underscores, e.g. rapid_clicking',
    )
  }
  const severity = body.severity ?? 'low'
  if (severity !== 'low' && severity !== 'medium' && severity !== 'high') {
    throw badRequest('severity must be low, medium or high')
  }
  const details = body.details ?? {}
  if (!isRecord(details)) throw badRequest('details must be an object')
  const path = text(details.path, 'details.path', 300)
  return {
    activityType: type,
    severity,
    path: path === '' ? null : path,
    userAgent: text(details.userAgent, 'details.userAgent', 1000),
  }
}

export function parsePath(body: Record<string, unknown>): string | null {
  const path = text(body.path, 'path', 300)
  return path === '' ? null : path
}

export interface IpEntryInput {
  ip: string
  reason: string
  durationHours: number | null
}

/** Whitelist/blacklist body: ip (trimmed, required), reason (default per spec), durationHours. */
export function parseIpEntry(
  body: Record<string, unknown>,
  kind: 'whitelist' | 'blacklist',
): IpEntryInput {
  const ip = text(body.ip, 'ip', 100).trim()
  if (ip === '') throw badRequest('ip is required', 'ip_required')
  const reason =
    text(body.reason, 'reason', 500).trim() ||
    (kind === 'whitelist' ? 'Manual whitelist' : 'Manual blacklist')
  let durationHours: number | null = null
  if (body.durationHours !== undefined && body.durationHours !== null) {
    const h = body.durationHours
    if (typeof h !== 'number' || !Number.isFinite(h) || h <= 0 || h > 8760) {
      throw badRequest('durationHours must be a number of hours from 1 to 8760')
    }
    durationHours = h
  } else if (kind === 'blacklist') {
    durationHours = 24
  }
  return { ip, reason, durationHours }
}
