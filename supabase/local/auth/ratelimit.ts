// In-memory sliding-window limits: sign-ins and sign-ups per IP, sign-ins per email, emails sent,
// checks of emailed links and codes per IP, and wrong codes per issued code.
// Kept per server configuration so parallel test servers do not share counters.
import type { LocalConfig } from '../types.ts'
import { tooManyRequests } from './errors.ts'

class SlidingWindow {
  private readonly hits = new Map<string, number[]>()
  private readonly windowMs: number
  constructor(windowMs: number) {
    this.windowMs = windowMs
  }

  /** Records a hit for key; false when that exceeds `limit` within the window (0 = unlimited). */
  take(key: string, limit: number, now = Date.now()): boolean {
    if (limit <= 0) return true
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs)
    if (recent.length >= limit) {
      this.hits.set(key, recent)
      return false
    }
    recent.push(now)
    this.hits.set(key, recent)
    if (this.hits.size > 10_000) this.prune(now)
    return true
  }

  /** Records a hit for key and returns how many hits it has within the window. */
  count(key: string, now = Date.now()): number {
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs)
    recent.push(now)
    this.hits.set(key, recent)
    if (this.hits.size > 10_000) this.prune(now)
    return recent.length
  }

  private prune(now: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((t) => now - t >= this.windowMs)) this.hits.delete(key)
    }
  }
}

interface Limiters {
  signInByIp: SlidingWindow
  signUpByIp: SlidingWindow
  signInByEmail: SlidingWindow
  emailSent: SlidingWindow
  verifyByIp: SlidingWindow
  wrongCodes: SlidingWindow
  mfa: SlidingWindow
  anonymousSignIns: SlidingWindow
}

const limitersByConfig = new WeakMap<LocalConfig, Limiters>()

function limiters(config: LocalConfig): Limiters {
  let found = limitersByConfig.get(config)
  if (!found) {
    found = {
      signInByIp: new SlidingWindow(60_000),
      // GoTrue keeps sign-ups in a limiter of their own, set by the same sign_in_sign_ups value.
      signUpByIp: new SlidingWindow(60_000),
      signInByEmail: new SlidingWindow(60_000),
      emailSent: new SlidingWindow(3_600_000),
      verifyByIp: new SlidingWindow(5 * 60_000),
      // As long as a code lives (OTP_EXPIRY_SECONDS).
      wrongCodes: new SlidingWindow(3_600_000),
      mfa: new SlidingWindow(60_000),
      anonymousSignIns: new SlidingWindow(3_600_000),
    }
    limitersByConfig.set(config, found)
  }
  return found
}

const requestLimit = () => tooManyRequests('over_request_rate_limit', 'Request rate limit reached')

/** Counts a sign-in attempt from an IP; throws GoTrue's 429 over the limit. */
export function limitSignInByIp(config: LocalConfig, ip: string): void {
  if (!limiters(config).signInByIp.take(ip, config.rateLimits.signInPerIpPerMinute))
    throw requestLimit()
}

/** Counts a sign-up from an IP, apart from its sign-ins; throws GoTrue's 429 over the limit. */
export function limitSignUpByIp(config: LocalConfig, ip: string): void {
  if (!limiters(config).signUpByIp.take(ip, config.rateLimits.signInPerIpPerMinute))
    throw requestLimit()
}

/**
 * Counts a password sign-in attempt for an email from an IP (guards one account against
 * guessing). Keyed by both, so someone guessing from one address cannot lock the owner out.
 */
export function limitSignInByEmail(config: LocalConfig, email: string, ip: string): void {
  const key = `${email}\n${ip}`
  if (!limiters(config).signInByEmail.take(key, config.rateLimits.signInPerEmailPerMinute)) {
    throw requestLimit()
  }
}

/** Counts an email about to be sent (instance-wide per hour, like GoTrue's email rate limit). */
export function limitEmailSent(config: LocalConfig): void {
  if (!limiters(config).emailSent.take('all', config.rateLimits.emailPerHour)) {
    throw tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded')
  }
}

/** Counts a check of an emailed link or code from an IP (GoTrue's token_verifications limit). */
export function limitTokenVerification(config: LocalConfig, ip: string): void {
  if (!limiters(config).verifyByIp.take(ip, config.rateLimits.tokenVerificationsPer5Minutes)) {
    throw requestLimit()
  }
}

/** Counts a wrong try against one issued code (keyed by its stored hash); returns the tries so far. */
export function countWrongCode(config: LocalConfig, codeKey: string): number {
  return limiters(config).wrongCodes.count(codeKey)
}

/** GoTrue's burst for MFA challenges and verifications per IP (15 a minute sustained). */
export const MFA_REQUESTS_PER_MINUTE = 30

/**
 * Counts an MFA challenge or verification from an IP: six-digit TOTP codes are guessable without
 * a limit.
 */
export function limitMfaRequest(
  config: LocalConfig,
  ip: string,
  kind: 'challenge' | 'verify',
): void {
  if (!limiters(config).mfa.take(`${kind}\n${ip}`, MFA_REQUESTS_PER_MINUTE)) throw requestLimit()
}

/** Counts an anonymous sign-in from an IP ([auth.rate_limit] anonymous_users, per hour). */
export function limitAnonymousSignIn(config: LocalConfig, ip: string): void {
  if (!limiters(config).anonymousSignIns.take(ip, config.rateLimits.anonymousUsersPerHour)) {
    throw requestLimit()
  }
}
