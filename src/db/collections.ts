// The dedicated replicated collections, in one registry (SPEC SYNC-ARCH-4: 8 dedicated + the
// outbox + the shared collection = 10 of RxDB's 13 per realm).
import type { CollectionDef } from './collection-def.ts'
import { companyProfiles } from './company-profile.schema.ts'
import { craftsmanProfiles } from './craftsman-profile.schema.ts'
import { jobApplications } from './job-application.schema.ts'
import { jobs } from './job.schema.ts'
import { navigationPreferences } from './navigation-preferences.schema.ts'
import { notifications } from './notification.schema.ts'
import { userProfiles } from './user-profile.schema.ts'
import { userRoles } from './user-role.schema.ts'

export const replicatedCollections = {
  user_profiles: userProfiles,
  user_roles: userRoles,
  company_profiles: companyProfiles,
  craftsman_profiles: craftsmanProfiles,
  jobs,
  job_applications: jobApplications,
  notifications,
  navigation_preferences: navigationPreferences,
} as const

export type ReplicatedName = keyof typeof replicatedCollections
export const replicatedNames = Object.keys(replicatedCollections) as ReplicatedName[]

export function collectionDef(name: ReplicatedName): CollectionDef {
  return replicatedCollections[name] as unknown as CollectionDef
}

/** Server columns of a collection (what is pulled and pushed). */
export function serverFields(name: ReplicatedName): string[] {
  return Object.keys(collectionDef(name).row.shape)
}
