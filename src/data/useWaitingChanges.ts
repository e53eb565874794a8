import { useEffect, useState } from 'react'
import { useRepositories } from './useLiveQuery.ts'

/**
 * The user's changes waiting to be sent (failed ones left out), counted while `active`. Unlike
 * useLiveQuery it does not hold the page's first content: the offline banner asks for it on every
 * page, for visitors too, who have no replica open.
 */
export function useWaitingChanges(active: boolean): number {
  const repos = useRepositories()
  const [waiting, setWaiting] = useState(0)
  useEffect(() => {
    if (!repos || !active) return
    const sub = repos.outbox.counts$().subscribe((c) => setWaiting(c.waiting))
    return () => {
      sub.unsubscribe()
      setWaiting(0)
    }
  }, [repos, active])
  return waiting
}
