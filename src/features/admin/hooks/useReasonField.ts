// The reason an administrator gives for a suspension, a restore or a revocation: required and
// at most 1,000 characters (the server's rule too); its error shows until it is edited.
import { useState } from 'react'
import { i18n } from '@/i18n/index.ts'
import { accountReason } from '../user-rows.ts'

export interface ReasonField {
  reason: string
  error: string | null
  change(value: string): void
  /** The trimmed reason, or null after showing why it cannot be sent. */
  checked(): string | null
  clear(): void
}

export function useReasonField(): ReasonField {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  return {
    reason,
    error,
    change(value) {
      setReason(value)
      setError(null)
    },
    checked() {
      const result = accountReason.safeParse(reason)
      if (result.success) return result.data
      setError(i18n.t((result.error.issues[0]?.message ?? 'admin:users.reasonRequired') as never))
      return null
    },
    clear() {
      setReason('')
    },
  }
}
