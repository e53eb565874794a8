// The access gate (spec section 4): loading, then allowed or denied; the challenge band asks the
// person to confirm instead of blocking. Verdicts from the background signals can only make the
// gate stricter, never lift a block.
import { proxy } from 'valtio'
import type { CrawlerVerdict } from '@/backend/crawler-api.ts'
import { recentlyAllowed } from './session-flags.ts'
import { isOnline } from '@/data/shell.ts'

export type GateStatus = 'loading' | 'allowed' | 'challenge' | 'denied'

export interface GateState {
  status: GateStatus
  /** The server's reason when denied; null shows the spec's default text. */
  reason: string | null
}

/** What the gate shows before the check starts: the page at once with no network or after a
 * recent allowance (as runAccessCheck decides), so a reload renders the page in its first pass. */
function statusBeforeCheck(): GateStatus {
  return !isOnline() || recentlyAllowed() ? 'allowed' : 'loading'
}

export const gateStore = proxy<GateState>({ status: statusBeforeCheck(), reason: null })

const RANK: Record<GateStatus, number> = { loading: 0, allowed: 1, challenge: 2, denied: 3 }

/** What a verdict means for this visitor; a challenge passed this session lets it through. */
export function statusFor(verdict: CrawlerVerdict, challengePassed: boolean): GateStatus {
  if (verdict.blocked || verdict.action === 'block') return 'denied'
  if ((verdict.challenge || verdict.action === 'challenge') && !challengePassed) return 'challenge'
  return 'allowed'
}

let shownBeforeCheck = false

/** A public page prerendered at build time is on screen before any check (crawlers may read those
 * pages anyway: robots.txt, sitemap.xml): the check runs in the background and can still
 * challenge or deny, as after a recent allowance. */
export function allowPrerenderedPage(): void {
  shownBeforeCheck = true
  setGate('allowed')
}

export function pageShownBeforeCheck(): boolean {
  return shownBeforeCheck
}

export function setGate(status: GateStatus, reason: string | null = null): void {
  gateStore.status = status
  gateStore.reason = status === 'denied' ? reason : null
}

/** Applies a background verdict only when it is stricter than what the gate shows now. */
export function escalate(verdict: CrawlerVerdict, challengePassed: boolean): void {
  const next = statusFor(verdict, challengePassed)
  if (RANK[next] > RANK[gateStore.status] && next !== 'allowed') setGate(next, verdict.reason)
}
