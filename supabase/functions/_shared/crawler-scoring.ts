// Crawler detection scoring (spec sections 4 and 9), pure so every signal and band is unit
// tested. Points add up; the bands decide: 0-49 allow, 50-99 log and monitor, 100-199 challenge,
// >= 200 block (and blacklist for 24 hours). Phones must never trip it: plugins are only
// expected on desktop browsers, and nothing here punishes a slow connection.

export type Band = 'allow' | 'log' | 'challenge' | 'block'
export type Signals = Record<string, number>

export const BLACKLIST_HOURS = 24

export function band(score: number): Band {
  if (score >= 200) return 'block'
  if (score >= 100) return 'challenge'
  if (score >= 50) return 'log'
  return 'allow'
}

export interface Fingerprint {
  userAgent: string
  screenResolution: string
  timezone: string
  language: string
  plugins: string
  canvasFingerprint: string
  webglFingerprint: string
  audioFingerprint: string
  webdriver: boolean
  /** navigator.platform; optional (older clients do not send it). */
  platform?: string
  /** Date#getTimezoneOffset() in minutes, to compare with the named time zone. */
  timezoneOffset?: number | null
  /** When the client measured the offset (ms since epoch); defaults to now. */
  measuredAt?: number
}

const HEADLESS_RE =
  /HeadlessChrome|PhantomJS|Puppeteer|Playwright|Selenium|webdriver|Electron\/|SlimerJS/i
const AUTOMATION_RE =
  /bot\b|crawler|spider|scraper|curl\/|wget\/|python-requests|python-urllib|aiohttp|httpclient|Go-http-client|okhttp|axios\/|node-fetch|undici|Java\/|libwww|Scrapy/i
const MOBILE_RE = /Mobile|Android|iPhone|iPad|iPod/i

export function userAgentSignals(userAgent: string | null | undefined): Signals {
  const ua = (userAgent ?? '').trim()
  if (ua === '') return { missing_user_agent: 60 }
  const signals: Signals = {}
  if (HEADLESS_RE.test(ua)) signals.headless_user_agent = 100
  if (AUTOMATION_RE.test(ua)) signals.automation_user_agent = 120
  return signals
}

export function fingerprintSignals(fp: Fingerprint): Signals {
  const signals: Signals = { ...userAgentSignals(fp.userAgent) }
  if (fp.webdriver) signals.webdriver = 80
  const mobile = MOBILE_RE.test(fp.userAgent)
  const plugins = fp.plugins.trim()
  if (!mobile && (plugins === '' || plugins === '[]' || plugins === '0')) signals.no_plugins = 20
  if (!/^\d{2,5}x\d{2,5}$/.test(fp.screenResolution) || /^0+x|x0+$/.test(fp.screenResolution)) {
    signals.invalid_screen = 40
  }
  if (fp.timezone === '' || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(fp.timezone))
    signals.invalid_timezone = 25
  else if (/^(UTC|Etc\/.*|GMT)$/.test(fp.timezone)) signals.server_timezone = 15
  if (platformMismatch(fp.userAgent, fp.platform ?? '')) signals.inconsistent_platform = 40
  if (timezoneMismatch(fp.timezone, fp.timezoneOffset, fp.measuredAt ?? Date.now())) {
    signals.inconsistent_timezone = 30
  }
  if (fp.language.trim() === '') signals.missing_language = 15
  if (fp.canvasFingerprint.trim() === '') signals.no_canvas = 15
  if (fp.webglFingerprint.trim() === '') signals.no_webgl = 15
  if (fp.audioFingerprint.trim() === '') signals.no_audio = 10
  return signals
}

type OsFamily = 'windows' | 'mac' | 'linux' | 'ios' | null

// Android, ChromeOS and "request desktop site" on Android all report a Linux platform.
function uaFamily(ua: string): OsFamily {
  if (/iPhone|iPad|iPod/.test(ua)) return 'ios'
  if (/Windows/.test(ua)) return 'windows'
  if (/Macintosh|Mac OS X/.test(ua)) return 'mac'
  if (/Android|Linux|X11|CrOS/.test(ua)) return 'linux'
  return null
}

function platformFamily(platform: string): OsFamily {
  if (/^(iPhone|iPad|iPod)/.test(platform)) return 'ios'
  if (/^Win/.test(platform)) return 'windows'
  if (/^Mac/.test(platform)) return 'mac'
  if (/^(Linux|Android)/.test(platform)) return 'linux'
  return null
}

/** A user agent claiming one OS from a browser that reports another: a spoofed user agent. */
export function platformMismatch(userAgent: string, platform: string): boolean {
  const claimed = uaFamily(userAgent)
  const actual = platformFamily(platform.trim())
  return claimed !== null && actual !== null && claimed !== actual
}

/** The named zone's UTC offset (minutes, getTimezoneOffset sign) at `at`, or null if unknown. */
export function zoneOffset(timeZone: string, at: number): number | null {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(new Date(at))
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
    const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'))
    const utc = Math.floor(at / 60_000) * 60_000
    return Math.round((utc - local) / 60_000)
  } catch {
    return null
  }
}

/** The named zone and the clock's offset disagree by an hour or more: a spoofed time zone. */
export function timezoneMismatch(
  timeZone: string,
  offset: number | null | undefined,
  at = Date.now(),
): boolean {
  if (typeof offset !== 'number' || !Number.isFinite(offset) || timeZone === '') return false
  const expected = zoneOffset(timeZone, at)
  return expected !== null && Math.abs(expected - offset) >= 60
}

/** Requests from one IP in the last minute. A person clicking around stays far below 30. */
export function rateSignals(requestsLastMinute: number): Signals {
  if (requestsLastMinute > 120) return { request_rate: 150 }
  if (requestsLastMinute > 60) return { request_rate: 80 }
  if (requestsLastMinute > 30) return { request_rate: 40 }
  return {}
}

export const SEVERITY_POINTS = { low: 5, medium: 20, high: 50 } as const
export type Severity = keyof typeof SEVERITY_POINTS

/** Behaviour reports from one IP in the last 10 minutes, capped so reports alone cannot block. */
export function reportSignals(severities: Severity[]): Signals {
  if (severities.length === 0) return {}
  const points = severities.reduce((sum, s) => sum + SEVERITY_POINTS[s], 0)
  return { behaviour_reports: Math.min(points, 150) }
}

export function total(...parts: Signals[]): { score: number; signals: Signals } {
  const signals: Signals = {}
  for (const part of parts) {
    for (const [name, points] of Object.entries(part))
      signals[name] = Math.max(signals[name] ?? 0, points)
  }
  return { score: Object.values(signals).reduce((a, b) => a + b, 0), signals }
}

/** A short, readable list of what fired (stored as detection_reason). */
export function describe(signals: Signals): string {
  const names = Object.keys(signals).sort((a, b) => (signals[b] ?? 0) - (signals[a] ?? 0))
  return names.length === 0 ? 'no signals' : names.map((n) => n.replace(/_/g, ' ')).join('; ')
}

/** CRAWLER_ALLOW_IPS: comma-separated addresses that always pass. Unset means loopback only
 * (local development and test runners); set it to an empty string to allow nothing. */
export function allowedIps(setting: string | undefined): Set<string> {
  const raw = setting ?? '127.0.0.1,::1,::ffff:127.0.0.1'
  return new Set(
    raw
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  )
}
