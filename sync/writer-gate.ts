// SYNC-PUSH-6: a table that only some roles write (jobs: those who hire) replicates pull-only on
// the devices of users who hold none of them. RxDB then keeps no copy of each pulled row's server
// state (it needs one only to push), so a craftsman's first sync writes each job once instead of
// twice. A device becomes a writer for good once its user holds such a role (active: a request or
// a suspended role writes nothing on the server), or the outbox holds a change of the table.
import type { RxCollection } from 'rxdb'
import { concatMap, filter, map, merge, take, type Observable } from 'rxjs'
import type { AppDatabase } from '@/db/index.ts'
import { rolesPulled } from './first-pull-wait.ts'

interface Gate {
  db: AppDatabase
  userId: string
  table: string
  writers: ReadonlySet<string>
}

function roles(g: Gate): RxCollection | undefined {
  return (g.db.collections as unknown as Record<string, RxCollection | undefined>)['user_roles']
}

/** Whether the replica holds any role row of the user (a fresh device has none yet). */
async function knowsRoles(g: Gate): Promise<boolean> {
  const held = await roles(g)
    ?.findOne({ selector: { user_id: g.userId } })
    .exec()
  return Boolean(held)
}

/** Whether this device pushes the table: an active writer's role, or an unsent change. A replica
 * without the roles (a test device of a few collections) cannot tell, so it pushes: a writer's
 * replication is correct for every user, only slower to fill. */
export async function writesTable(g: Gate): Promise<boolean> {
  const collection = roles(g)
  if (!collection) return true
  const held = await collection.find({ selector: { user_id: g.userId } }).exec()
  if (held.some((r) => r.get('status') === 'active' && g.writers.has(String(r.get('role'))))) {
    return true
  }
  // findOne, not count: the outbox has no index on the table's name, and RxDB counts only over one.
  const unsent = await g.db.sync_outbox.findOne({ selector: { collection_name: g.table } }).exec()
  return unsent !== null
}

/** Fires on a local change that may make the device a writer. */
function writerChanges(g: Gate): Observable<void> {
  const streams: Observable<void>[] = [g.db.sync_outbox.$.pipe(map(() => undefined))]
  const r = roles(g)
  if (r) streams.push(r.$.pipe(map(() => undefined)))
  return merge(...streams)
}

/** Whether the device starts as a writer. A fresh device first waits for its roles' first pull
 * (`roles`: the roles' replication), at most SCOPE_SOURCES_WAIT_MS. */
export async function decideWriter(
  g: Gate,
  roles: Parameters<typeof rolesPulled>[0],
): Promise<boolean> {
  if (!(await knowsRoles(g))) await rolesPulled(roles)
  return writesTable(g)
}

/** Emits once, when a reading device becomes a writer. */
export function becameWriter(g: Gate): Observable<true> {
  return writerChanges(g).pipe(
    // A closing database answers nothing; the engine is stopping then.
    concatMap(() => writesTable(g).catch(() => false)),
    filter((writer): writer is true => writer),
    take(1),
  )
}
