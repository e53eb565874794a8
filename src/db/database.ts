// The only place that creates the RxDB database (ARCHITECTURE rule 3). The page and the sync
// worker both call it with the same name; multiInstance lets each see the other's writes
// (SPEC SYNC-ARCH-2). Storage is injected: Dexie in the app, Dexie over fake-indexeddb in tests
// (wrapped with schema validation and dev-mode by the test factory only).
import {
  addRxPlugin,
  createRxDatabase,
  type RxCollection,
  type RxDatabase,
  type RxStorage,
} from 'rxdb'
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election'
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema'
import { carryOverMovedTables } from './carry-over.ts'
import { createConflictHandler } from './conflict.ts'
import { collectionDef, replicatedNames, serverFields, type ReplicatedName } from './collections.ts'
import { syncOutboxMigrations, syncOutboxSchema, type SyncOutboxDoc } from './sync-outbox.schema.ts'
import { createSharedConflictHandler } from './shared-conflict.ts'
import { SHARED_COLLECTION, sharedRowsSchema, type SharedRowDoc } from './shared-rows.schema.ts'
import { sharedTables, tableMap } from './shared-tables.ts'
import type { TableDef } from './table-def.ts'
import type { CompanyProfileDoc } from './company-profile.schema.ts'
import type { CraftsmanProfileDoc } from './craftsman-profile.schema.ts'
import type { JobApplicationDoc } from './job-application.schema.ts'
import type { JobDoc } from './job.schema.ts'
import type { NavigationPreferencesDoc } from './navigation-preferences.schema.ts'
import type { NotificationDoc } from './notification.schema.ts'
import type { UserProfileDoc } from './user-profile.schema.ts'
import type { UserRoleDoc } from './user-role.schema.ts'
import { DEFAULT_DB_NAME } from './database-name.ts'

export { DEFAULT_DB_NAME }

export interface AppCollections {
  user_profiles: RxCollection<UserProfileDoc>
  user_roles: RxCollection<UserRoleDoc>
  company_profiles: RxCollection<CompanyProfileDoc>
  craftsman_profiles: RxCollection<CraftsmanProfileDoc>
  jobs: RxCollection<JobDoc>
  job_applications: RxCollection<JobApplicationDoc>
  notifications: RxCollection<NotificationDoc>
  navigation_preferences: RxCollection<NavigationPreferencesDoc>
  sync_outbox: RxCollection<SyncOutboxDoc>
  /** Rows of every table declared with defineTable, when there are any (SPEC SYNC-MUX-1). */
  rows?: RxCollection<SharedRowDoc>
}
export type AppDatabase = RxDatabase<AppCollections>

export interface CreateDatabaseOptions {
  storage: RxStorage<unknown, unknown>
  name?: string
  /** Open only these replicated collections (tests stay under RxDB's 13-collection limit). */
  collections?: readonly ReplicatedName[]
  multiInstance?: boolean
  /** The tables of the shared collection (default: the app's registry). */
  tables?: readonly TableDef[]
}

/** Registered on first use, not at import: importing this module for its types or constants
 * must not pull RxDB into the app's entry chunk (the shell paints before the replica opens). */
function addPlugins(): void {
  addRxPlugin(RxDBLeaderElectionPlugin)
  addRxPlugin(RxDBMigrationSchemaPlugin)
}

export async function createAppDatabase(opts: CreateDatabaseOptions): Promise<AppDatabase> {
  addPlugins()
  const db = await createRxDatabase<AppCollections>({
    name: opts.name ?? DEFAULT_DB_NAME,
    storage: opts.storage,
    multiInstance: opts.multiInstance ?? true,
    eventReduce: true,
    closeDuplicates: true,
  })
  const names = opts.collections ?? replicatedNames
  const creators: Record<string, unknown> = {
    sync_outbox: { schema: syncOutboxSchema, migrationStrategies: syncOutboxMigrations },
  }
  // The shared collection opens once some table is declared for it (SPEC SYNC-MUX-1).
  const tables = opts.tables ?? sharedTables
  if (tables.length > 0) {
    creators[SHARED_COLLECTION] = {
      schema: sharedRowsSchema,
      conflictHandler: createSharedConflictHandler(tableMap(tables)),
    }
  }
  for (const name of names) {
    const def = collectionDef(name)
    creators[name] = {
      schema: def.schema,
      migrationStrategies: def.migrationStrategies,
      conflictHandler: createConflictHandler(def.merge, serverFields(name), def.withLocalFields),
    }
  }
  await db.addCollections(creators as never)
  // SYNC-MIG-3: tables that left their own collection bring their unsent changes along.
  await carryOverMovedTables(db, tableMap(tables))
  return db
}
