// People for /admin's Users tab: a search by name or e-mail and a status filter, answered by the
// server (admin_find_users, newest accounts first); the text is sent once typing pauses.
import { useCallback, useState } from 'react'
import { useDebouncedValue } from '@mantine/hooks'
import { findUsers, type AccountFilter } from '@/backend/admin-users-api.ts'
import { parseFoundUsers, type FoundUser } from '../user-rows.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'

export const USERS_SHOWN = 50

export interface UserSearch {
  search: string
  setSearch(value: string): void
  status: AccountFilter
  setStatus(value: AccountFilter): void
  users: FoundUser[]
  loading: boolean
  failed: boolean
  refresh(): Promise<void>
}

export function useUserSearch(enabled: boolean): UserSearch {
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<AccountFilter>('all')
  const [typed] = useDebouncedValue(search, 300)
  const read = useCallback(async () => {
    const result = await findUsers(typed, status, USERS_SHOWN)
    if (!result.ok) throw new Error(result.error.message)
    return parseFoundUsers(result.value)
  }, [typed, status])
  const found = useRemoteRead(enabled, read, 'People')
  return {
    search,
    setSearch,
    status,
    setStatus,
    users: found.value ?? [],
    loading: found.loading,
    failed: found.failed,
    refresh: found.refresh,
  }
}
