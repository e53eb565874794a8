// Which side of the marketplace a notification speaks to (issue 41): a company dashboard lists
// what happened to its jobs, a craftsman dashboard what happened to the applications sent. Other
// kinds (roles, achievements, system) belong to the person and show on both.
import { dataObject } from '@/features/notifications/index.ts'
import type { Audience } from '@/lib/role-pages.ts'

export interface SidedNotification {
  type: string
  /** The row's JSON object, as text. */
  data: string
}

export function notificationSide(n: SidedNotification): Audience | null {
  if (n.type === 'application_received') return 'hiring'
  // The one status change sent to the job's owner is the applicant's withdrawal.
  if (n.type === 'application_status')
    return dataObject(n.data)['status'] === 'withdrawn' ? 'hiring' : 'working'
  return null
}

export function forDashboard<T extends SidedNotification>(
  items: readonly T[],
  side: Audience,
  shown: number,
): T[] {
  return items
    .filter((n) => {
      const s = notificationSide(n)
      return s === null || s === side
    })
    .slice(0, shown)
}
