import type { CompanyProfileDoc, CraftsmanProfileDoc, UserProfileDoc } from '@/db/index.ts'
import { useLiveQuery } from '@/data/shell.ts'

export interface OwnProfiles {
  user: UserProfileDoc | null
  craftsman: CraftsmanProfileDoc | null
  company: CompanyProfileDoc | null
  isLoading: boolean
  error: Error | null
}

/** A user's profile rows from the local replica, live. */
export function useOwnProfiles(userId: string): OwnProfiles {
  const user = useLiveQuery((r) => r.userProfiles.one$(userId), [userId])
  const craftsman = useLiveQuery((r) => r.craftsmanProfiles.one$(userId), [userId])
  const company = useLiveQuery((r) => r.companyProfiles.one$(userId), [userId])
  return {
    user: user.data ?? null,
    craftsman: craftsman.data ?? null,
    company: company.data ?? null,
    isLoading: user.isLoading || craftsman.isLoading || company.isLoading,
    error: user.error ?? craftsman.error ?? company.error,
  }
}
