// Every page visit is tracked (spec section 7); the time spent
// on each page accumulates in the replica, on this device's own row (no lost updates).
import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { currentRepositories } from '@/data/shell.ts'
import { navigationStore as s } from '../navigation.store.ts'
import { track } from '../navigation.service.ts'
import { deviceId } from '@/lib/device-id.ts'

/** Shorter stays are passing through (a redirect), not a visit worth its time row. */
const MIN_SECONDS = 0.5

async function addTime(userId: string | null, page: string, seconds: number): Promise<void> {
  const repos = currentRepositories()
  // After sign-out the replica is wiped (SYNC-WIPE-1): the last stay is not written into the
  // next user's fresh database.
  if (!userId || userId !== s.userId || !repos || seconds < MIN_SECONDS) return
  try {
    await repos.timeSpent.record(userId, deviceId(), page, seconds)
  } catch (error) {
    console.warn('[navigation] could not record time spent', error)
  }
}

export function usePageTracking(): void {
  const { currentPath, userId } = useSnapshot(s)
  const since = useRef<{ path: string; at: number; userId: string | null } | null>(null)

  useEffect(() => {
    const prev = since.current
    // A stay counts only for the user who spent it (signing in or out ends it unrecorded).
    if (prev && prev.userId === userId) {
      void addTime(prev.userId, prev.path, (Date.now() - prev.at) / 1000)
    }
    since.current = { path: currentPath, at: Date.now(), userId }
    if (!userId) s.visits = { ...s.visits, [currentPath]: (s.visits[currentPath] ?? 0) + 1 }
    void track('page_visit', { path: currentPath })
  }, [currentPath, userId])

  // Leaving the app (tab closed, app switched) ends the stay on the page.
  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === 'visible') {
        if (since.current) since.current.at = Date.now()
        return
      }
      const cur = since.current
      if (!cur) return
      void addTime(cur.userId, cur.path, (Date.now() - cur.at) / 1000)
      cur.at = Date.now()
    }
    document.addEventListener('visibilitychange', flush)
    return () => document.removeEventListener('visibilitychange', flush)
  }, [])
}
