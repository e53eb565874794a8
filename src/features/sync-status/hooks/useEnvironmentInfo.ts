import { useEffect, useState } from 'react'
import { currentDatabase } from '@/data/shell.ts'
import type { EnvironmentInfo } from '../diagnostics.ts'

async function readEnvironment(): Promise<EnvironmentInfo> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null)
  const persisted = await navigator.storage?.persisted?.().catch(() => null)
  const registration = await navigator.serviceWorker?.getRegistration?.().catch(() => undefined)
  const worker = registration?.active ?? registration?.waiting ?? registration?.installing
  const cacheNames = typeof caches === 'undefined' ? [] : await caches.keys().catch(() => [])
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? ''
  const db = currentDatabase()
  const schemaVersions: Record<string, number> = {}
  if (db) {
    for (const [name, c] of Object.entries(db.collections)) schemaVersions[name] = c.schema.version
  }
  return {
    build: entry.split('/').pop() ?? '',
    userAgent: navigator.userAgent,
    language: navigator.language,
    storage: {
      usage: estimate?.usage ?? null,
      quota: estimate?.quota ?? null,
      persisted: persisted ?? null,
    },
    serviceWorker: { state: worker?.state ?? 'none', caches: cacheNames },
    schemaVersions,
  }
}

/** Storage, service worker and versions as this browser reports them; refreshed on demand. */
export function useEnvironmentInfo(): [EnvironmentInfo | null, () => void] {
  const [info, setInfo] = useState<EnvironmentInfo | null>(null)
  const [tick, setTick] = useState(0)
  useEffect(() => {
    let live = true
    void readEnvironment().then((i) => live && setInfo(i))
    return () => {
      live = false
    }
  }, [tick])
  return [info, () => setTick((n) => n + 1)]
}
