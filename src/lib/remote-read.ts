// An online-only read (administration, the signed-in devices): loads when enabled (again when it becomes enabled,
// e.g. back online), keeps the last answer while reloading or offline, and says when it failed.
// Only the latest read's answer is kept: a slow answer to an older search never replaces it.
import { useCallback, useEffect, useRef, useState } from 'react'

export interface RemoteRead<T> {
  value: T | null
  loading: boolean
  failed: boolean
  refresh(): Promise<void>
}

export function useRemoteRead<T>(
  enabled: boolean,
  read: () => Promise<T>,
  what: string,
): RemoteRead<T> {
  const [value, setValue] = useState<T | null>(null)
  // Loading from the first render when a read will start, so no empty list flashes first.
  const [loading, setLoading] = useState(enabled)
  const [failed, setFailed] = useState(false)
  const latest = useRef(0)

  const refresh = useCallback(async () => {
    const call = ++latest.current
    setLoading(true)
    try {
      const answer = await read()
      if (call !== latest.current) return
      setValue(answer)
      setFailed(false)
    } catch (error) {
      if (call !== latest.current) return
      console.warn(`${what} could not be loaded`, error)
      setFailed(true)
    } finally {
      if (call === latest.current) setLoading(false)
    }
  }, [read, what])

  useEffect(() => {
    if (enabled) void refresh()
  }, [enabled, refresh])

  return { value, loading, failed, refresh }
}
