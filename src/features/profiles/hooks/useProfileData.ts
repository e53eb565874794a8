import { of } from 'rxjs'
import type { JobDoc, PortfolioItemDoc, UserRoleDoc } from '@/db/index.ts'
import { useLiveQuery } from '@/data/shell.ts'
import { useOwnProfiles, type OwnProfiles } from '@/features/registration/index.ts'

/** Open jobs a company profile lists. */
export const OPEN_JOBS_SHOWN = 10

export interface ProfileData extends OwnProfiles {
  roles: UserRoleDoc[]
  portfolio: PortfolioItemDoc[]
  openJobs: JobDoc[]
}

/** Everything a profile page shows, live from the replica. Own role rows only for oneself. */
export function useProfileData(userId: string, isOwn: boolean): ProfileData {
  const profiles = useOwnProfiles(userId)
  const roles = useLiveQuery(
    (r) => (isOwn ? r.userRoles.ofUser$(userId) : of([] as UserRoleDoc[])),
    [userId, isOwn],
  )
  const portfolio = useLiveQuery((r) => r.portfolio.byUser$(userId), [userId])
  const jobs = useLiveQuery(
    (r) => r.jobs.newest$(OPEN_JOBS_SHOWN, { owner_id: userId, status: 'open' }),
    [userId],
  )
  return {
    ...profiles,
    roles: roles.data ?? [],
    portfolio: portfolio.data ?? [],
    openJobs: jobs.data ?? [],
    isLoading: profiles.isLoading || roles.isLoading || portfolio.isLoading || jobs.isLoading,
    error: profiles.error ?? roles.error ?? portfolio.error ?? jobs.error,
  }
}
