import { useCallback, useEffect, useState } from 'react'

export interface DeviceStorage {
  usage: number | null
  quota: number | null
  persisted: boolean | null
}

async function read(): Promise<DeviceStorage> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null)
  const persisted = await navigator.storage?.persisted?.().catch(() => null)
  return {
    usage: estimate?.usage ?? null,
    quota: estimate?.quota ?? null,
    persisted: persisted ?? null,
  }
}

/**
 * What the browser reports about this origin's storage; `refresh` reads it again, as does a new
 * `readAgain` value (after something outside cleared the data).
 */
export function useDeviceStorage(readAgain = 0): {
  storage: DeviceStorage | null
  refresh: () => void
} {
  const [storage, setStorage] = useState<DeviceStorage | null>(null)
  const [tick, setTick] = useState(0)
  useEffect(() => {
    let live = true
    void read().then((s) => live && setStorage(s))
    return () => {
      live = false
    }
  }, [tick, readAgain])
  return { storage, refresh: useCallback(() => setTick((n) => n + 1), []) }
}
