// Wires the client signals to the page: the fingerprint once per session and behaviour reports,
// all sent in the background (passive listeners, fire-and-forget calls) and skipped offline.
// A verdict that comes back stricter than the gate's current state updates the gate.
import {
  sendFingerprint,
  sendReport,
  type CrawlerResult,
  type CrawlerVerdict,
} from '@/backend/crawler-api.ts'
import { escalate } from '../gate/gate.store.ts'
import { challengePassed } from '../gate/run-check.ts'
import { readFlag, writeFlag } from '../gate/session-flags.ts'
import {
  createBehaviourMonitor,
  devtoolsLikelyOpen,
  type BehaviourKind,
} from './behaviour-monitor.ts'
import { whenIdle } from '@/lib/when-idle.ts'
import { collectFingerprint } from './fingerprint.ts'
import type { Severity } from '@/backend/crawler-api.ts'
import { isOnline, onOnlineChange } from '@/data/shell.ts'

function apply(result: CrawlerResult<CrawlerVerdict>): void {
  if (result.ok) escalate(result.value, challengePassed())
}

function report(kind: BehaviourKind, severity: Severity): void {
  if (!isOnline()) return
  void sendReport({
    activityType: kind,
    severity,
    details: {
      userAgent: navigator.userAgent,
      path: window.location.pathname,
      timestamp: new Date().toISOString(),
    },
  }).then(apply)
}

async function fingerprintOnce(): Promise<void> {
  if (!isOnline() || readFlag('fingerprintSent') !== null) return
  const result = await sendFingerprint(await collectFingerprint())
  // Only a stored fingerprint counts as sent; after a failure the next start tries again.
  if (result.ok) writeFlag('fingerprintSent')
  apply(result)
}

export const FINGERPRINT_DELAY_MS = 3_000

let uninstall: (() => void) | null = null

/** Idempotent; returns a function that removes every listener (tests, hot reload). */
export function installCrawlerSignals(): () => void {
  if (uninstall) return uninstall
  const monitor = createBehaviourMonitor({
    emit: report,
    isDevtoolsOpen: () => devtoolsLikelyOpen(window),
  })
  const options = { passive: true, capture: true } as const
  const onClick = () => monitor.click()
  const onScroll = () => monitor.scroll()
  const onCopy = () => monitor.copy()
  window.addEventListener('click', onClick, options)
  window.addEventListener('scroll', onScroll, options)
  document.addEventListener('copy', onCopy, options)
  monitor.start()
  // Canvas, WebGL and audio probes cost main-thread time (WebGL start-up is slow on low-end
  // phones): run them a few seconds after start, when the browser is idle.
  const probe = setTimeout(
    () => void whenIdle().then(() => fingerprintOnce()),
    FINGERPRINT_DELAY_MS,
  )
  const stopWatching = onOnlineChange((online) => {
    if (online) void fingerprintOnce()
  })
  uninstall = () => {
    clearTimeout(probe)
    monitor.stop()
    window.removeEventListener('click', onClick, options)
    window.removeEventListener('scroll', onScroll, options)
    document.removeEventListener('copy', onCopy, options)
    stopWatching()
    uninstall = null
  }
  return uninstall
}
