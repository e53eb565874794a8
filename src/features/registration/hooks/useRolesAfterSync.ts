import { useEffect, useRef } from 'react'
import { useLiveQuery } from '@/data/shell.ts'
import { loadRoles } from '@/features/roles/index.ts'

/**
 * The server grants the role when the new profile row arrives. Once the replica reports the
 * row synced, the role list is read again so the header's role switcher shows the new role.
 */
export function useRolesAfterSync(collection: string, userId: string, armed: boolean): void {
  const state = useLiveQuery((r) => r.outbox.stateOf$(collection, userId), [collection, userId])
  const waited = useRef(false)
  const pending = state.data !== undefined && state.data.state !== 'synced'
  useEffect(() => {
    if (!armed) return
    if (pending) waited.current = true
    else if (waited.current) {
      waited.current = false
      void loadRoles(userId)
    }
  }, [armed, pending, userId])
}
