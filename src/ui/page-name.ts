// The name of what a page shows (a job's title, a member's name) for the shell: the breadcrumb's
// last crumb and the document title would otherwise only know the id in the path (issue 41).
import { useEffect, useSyncExternalStore } from 'react'

interface PageName {
  path: string
  name: string
}

let current: PageName | null = null
const listeners = new Set<() => void>()

function publish(next: PageName | null): void {
  current = next
  for (const listener of [...listeners]) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A page names what it shows at `path` while it is mounted and knows the name. */
export function useNamePage(path: string, name: string | null | undefined): void {
  useEffect(() => {
    if (!name) return
    const entry = { path, name }
    publish(entry)
    return () => {
      if (current === entry) publish(null)
    }
  }, [path, name])
}

/** The name the page at `path` gave itself, or null. */
export function usePageName(path: string): string | null {
  const entry = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
  return entry?.path === path ? entry.name : null
}
