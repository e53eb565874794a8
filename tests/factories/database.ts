// A fresh database per test (PowerSync habit): Dexie over fake-indexeddb, dev-mode checks and ajv
// schema validation on, a unique name so tests never share state.
import 'fake-indexeddb/auto'
import { addRxPlugin, type RxStorage } from 'rxdb'
import { RxDBDevModePlugin, disableWarnings } from 'rxdb/plugins/dev-mode'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import { withIndexedChangesSince } from '../../src/db/changes-since.ts'
import { withPullMarks } from '../../src/db/pull-mark.ts'
import { withRangeQueries } from '../../src/db/range-query.ts'
import {
  createAppDatabase,
  type AppDatabase,
  type ReplicatedName,
  type TableDef,
} from '../../src/db/index.ts'

disableWarnings()

let counter = 0
let devMode = false

/** Dev-mode checks on from the first test database (benchmarks open theirs without it). */
function ensureDevMode(): void {
  if (devMode) return
  devMode = true
  addRxPlugin(RxDBDevModePlugin)
}

/** `wrap` changes the app's storage under the validator (which dev-mode wants outermost). */
export function testStorage(
  wrap: (storage: RxStorage<unknown, unknown>) => RxStorage<unknown, unknown> = (s) => s,
): RxStorage<unknown, unknown> {
  ensureDevMode()
  // The app's storage wrappers (src/db/storage.ts), over fake-indexeddb.
  const app = withRangeQueries(withPullMarks(withIndexedChangesSince(getRxStorageDexie())))
  return wrappedValidateAjvStorage({
    storage: wrap(app as RxStorage<unknown, unknown>),
  }) as RxStorage<unknown, unknown>
}

export interface TestDbOptions {
  name?: string
  collections?: readonly ReplicatedName[]
  tables?: readonly TableDef[]
}

export async function createTestDatabase(opts: TestDbOptions = {}): Promise<AppDatabase> {
  counter += 1
  return createAppDatabase({
    storage: testStorage(),
    name: opts.name ?? `test-${process.pid}-${Date.now()}-${counter}`,
    collections: opts.collections ?? ['jobs', 'notifications', 'navigation_preferences'],
    multiInstance: false,
    // The shared collection only where a test asks for it: tests open several devices in one
    // realm, and RxDB's limit of 13 collections counts them all.
    tables: opts.tables ?? [],
  })
}
