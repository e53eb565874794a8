// The support diagnostics file: everything /realtime-debug shows, with no secrets or tokens.
import type { SyncOutboxDoc } from '@/db/index.ts'
import type { TabSyncStatus } from '@/data/index.ts'

export interface EnvironmentInfo {
  build: string
  userAgent: string
  language: string
  storage: { usage: number | null; quota: number | null; persisted: boolean | null }
  serviceWorker: { state: string; caches: string[] }
  schemaVersions: Record<string, number>
}

const SECRET_KEY = /token|secret|password|authorization|apikey|api_key|cookie|session/i
const JWT = /^[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}$/

/** Drops secret-looking keys and JWT-looking strings at any depth. */
export function redact(value: unknown): unknown {
  if (typeof value === 'string') return JWT.test(value) ? '[redacted]' : value
  if (Array.isArray(value)) return value.map(redact)
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      if (!SECRET_KEY.test(k)) out[k] = redact(v)
    }
    return out
  }
  return value
}

export function buildDiagnostics(
  tab: TabSyncStatus,
  outbox: readonly SyncOutboxDoc[],
  env: EnvironmentInfo,
  now = new Date(),
) {
  return redact({
    generatedAt: now.toISOString(),
    app: { build: env.build, userAgent: env.userAgent, language: env.language },
    browserOnline: tab.isOnline,
    leaderTab: tab.isLeader,
    workerProblem: tab.problem,
    sync: tab.status,
    // Labels can hold what the user typed (a cover letter): support needs ids and errors only.
    outbox: outbox.map(({ label: _label, ...rest }) => rest),
    storage: env.storage,
    serviceWorker: env.serviceWorker,
    schemaVersions: env.schemaVersions,
  }) as Record<string, unknown>
}

export function downloadJson(filename: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
