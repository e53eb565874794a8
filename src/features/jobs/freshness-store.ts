// Remembers when jobs last came from the server, per device and user; cleared on sign-out (and
// ignored for another user, in case sign-out happened before this module was ever loaded).
import { registerSignOutCleanup } from '@/features/auth/index.ts'

const KEY = 'craftlink.jobs.updatedAt'

export function rememberJobsUpdatedAt(userId: string, iso: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ userId, at: iso }))
  } catch {
    // Storage full or blocked: the page then shows the time of this session only.
  }
}

export function readJobsUpdatedAt(userId: string): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
      userId?: unknown
      at?: unknown
    } | null
    return stored?.userId === userId && typeof stored.at === 'string' ? stored.at : null
  } catch {
    return null
  }
}

registerSignOutCleanup('jobs-freshness', () => localStorage.removeItem(KEY))
