// The names the admin screen shows for the people and organizations its rows mention.
import { fetchOrganizationNames, fetchPeopleNames } from '@/backend/admin-api.ts'
import { namesOf, type Names } from './admin-rows.ts'

/** Names of everyone the rows mention; a failed read leaves them unnamed. */
export async function loadNames(people: string[], organizations: string[] = []): Promise<Names> {
  const [p, o] = await Promise.all([
    fetchPeopleNames(people),
    fetchOrganizationNames(organizations),
  ])
  return namesOf(p.ok ? p.value : [], o.ok ? o.value : [])
}
