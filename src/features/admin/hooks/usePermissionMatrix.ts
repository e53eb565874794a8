// The permission matrix for /admin/rbac, read from the server (permissions and role_permissions).
import { useCallback } from 'react'
import { fetchPermissionMatrix } from '@/backend/rbac-api.ts'
import { parseMatrix } from '../rbac-rows.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'

async function readMatrix() {
  const result = await fetchPermissionMatrix()
  if (!result.ok) throw new Error(result.error.message)
  return parseMatrix(result.value)
}

export function usePermissionMatrix(enabled: boolean) {
  const read = useCallback(readMatrix, [])
  return useRemoteRead(enabled, read, 'The permission matrix')
}
