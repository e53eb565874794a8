// RxDB round trip through the local backend: two RxDB databases (Dexie on fake-indexeddb)
// replicate one table with replicateSupabase (batch size 5, pull and push, live realtime),
// including update and insert conflicts and soft deletes.
import { randomUUID } from 'node:crypto'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { createRxDatabase, type RxCollection, type RxDatabase, type RxJsonSchema } from 'rxdb'
import {
  replicateSupabase,
  type RxSupabaseReplicationState,
} from 'rxdb/plugins/replication-supabase'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'

interface Human {
  passportId: string
  firstName: string
  lastName: string
  age?: number
}

const TABLE_SQL = `
create table public.humans (
  "passportId" text primary key,
  "firstName" text not null,
  "lastName" text not null,
  age integer,
  "_deleted" boolean not null default false,
  "_modified" timestamptz not null default now()
);
create trigger humans_modified before update on public.humans
  for each row execute function extensions.moddatetime('_modified');
alter publication supabase_realtime add table public.humans;
`

const schema: RxJsonSchema<Human> = {
  version: 0,
  primaryKey: 'passportId',
  type: 'object',
  properties: {
    passportId: { type: 'string', maxLength: 100 },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    age: { type: 'integer' },
  },
  required: ['passportId', 'firstName', 'lastName'],
}

interface Replica {
  db: RxDatabase
  humans: RxCollection<Human>
  sync: RxSupabaseReplicationState<Human>
  errors: unknown[]
}

let server: TestServer
const replicas: Replica[] = []

function startSync(replica: Replica): void {
  // A fresh supabase-js client per replication: realtime-js reuses a channel per topic, and a
  // restarted replication must not add bindings to the old, already subscribed channel.
  const sync = replicateSupabase<Human>({
    client: server.client(),
    tableName: 'humans',
    collection: replica.humans,
    replicationIdentifier: 'humans-supabase',
    live: true,
    waitForLeadership: false,
    retryTime: 500,
    pull: {
      batchSize: 5,
      // Nullable columns come back as null; the RxDB schema wants them absent.
      modifier: (doc) =>
        Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== null)) as typeof doc,
    },
    push: { batchSize: 5 },
  })
  sync.error$.subscribe((e) => replica.errors.push(e))
  replica.sync = sync
}

async function openReplica(label: string): Promise<Replica> {
  const db = await createRxDatabase({
    name: `rx${label}${randomUUID().replace(/-/g, '').slice(0, 8)}`,
    storage: getRxStorageDexie({ indexedDB, IDBKeyRange }),
    multiInstance: false,
  })
  const { humans } = await db.addCollections({ humans: { schema } })
  const replica = { db, humans: humans as RxCollection<Human>, errors: [] } as unknown as Replica
  startSync(replica)
  await replica.sync.awaitInitialReplication()
  replicas.push(replica)
  return replica
}

/** Takes a replica offline, runs `offline`, then starts its replication again and syncs. */
async function whileOffline(replica: Replica, offline: () => Promise<void>): Promise<void> {
  await replica.sync.cancel()
  await offline()
  startSync(replica)
  await replica.sync.awaitInitialReplication()
  await replica.sync.awaitInSync()
}

async function waitFor<T>(
  probe: () => Promise<T>,
  ok: (v: T) => boolean,
  timeoutMs = 8000,
): Promise<T> {
  const until = Date.now() + timeoutMs
  let last = await probe()
  while (!ok(last)) {
    if (Date.now() > until)
      throw new Error(`condition not met; last value: ${JSON.stringify(last)}`)
    await new Promise((r) => setTimeout(r, 50))
    last = await probe()
  }
  return last
}

const serverRow = async (id: string): Promise<Record<string, unknown> | undefined> => {
  const { rows } = await server.ctx.db.pg.query<Record<string, unknown>>(
    `select "passportId", "firstName", age, "_deleted", "_modified"::text as m from humans where "passportId" = $1`,
    [id],
  )
  return rows[0]
}
const ageOf = async (r: Replica, id: string): Promise<number | undefined> =>
  (await r.humans.findOne(id).exec())?.age

beforeAll(async () => {
  server = await startTestServer({ extraSql: TABLE_SQL })
})
afterAll(async () => {
  for (const r of replicas) {
    await r.sync.cancel()
    await r.db.close()
  }
  await server?.close()
})

describe('RxDB replicateSupabase through the local backend', () => {
  let a: Replica
  let b: Replica

  it('pushes inserts in batches of 5 and streams them live to the other replica', async () => {
    a = await openReplica('a')
    b = await openReplica('b')
    const docs = Array.from({ length: 12 }, (_, i) => ({
      passportId: `p${String(i).padStart(2, '0')}`,
      firstName: `First${i}`,
      lastName: 'Doe',
      age: 20 + i,
    }))
    await a.humans.bulkInsert(docs)
    await a.sync.awaitInSync()
    const { rows } = await server.ctx.db.pg.query<{ n: number }>(
      'select count(*)::int as n from humans',
    )
    expect(rows[0]?.n).toBe(12)
    await waitFor(
      () => b.humans.count().exec(),
      (n) => n === 12,
    )
    expect((await b.humans.findOne('p07').exec())?.toJSON()).toMatchObject({
      firstName: 'First7',
      age: 27,
    })
  })

  it('pulls everything in batches of 5 on a fresh replica, microsecond checkpoints included', async () => {
    const c = await openReplica('c')
    expect(await c.humans.count().exec()).toBe(12)
    expect(c.errors).toEqual([])
  })

  it('streams updates both ways', async () => {
    await (await b.humans.findOne('p03').exec())?.incrementalPatch({ age: 99 })
    await waitFor(
      () => ageOf(a, 'p03'),
      (v) => v === 99,
    )
    await (await a.humans.findOne('p04').exec())?.incrementalPatch({ lastName: 'Moved' })
    await waitFor(
      async () => (await b.humans.findOne('p04').exec())?.lastName,
      (v) => v === 'Moved',
    )
  })

  it('resolves a concurrent update conflict in favour of the server state', async () => {
    await whileOffline(b, async () => {
      await (await a.humans.findOne('p05').exec())?.incrementalPatch({ age: 500 })
      await a.sync.awaitInSync()
      await (await b.humans.findOne('p05').exec())?.incrementalPatch({ age: 501 })
    })
    await waitFor(
      () => ageOf(b, 'p05'),
      (v) => v === 500,
    )
    expect((await serverRow('p05'))?.age).toBe(500)
    expect(await ageOf(a, 'p05')).toBe(500)
  })

  it('resolves an insert conflict (23505) in favour of the row already on the server', async () => {
    await whileOffline(b, async () => {
      await a.humans.insert({ passportId: 'dup', firstName: 'FromA', lastName: 'X', age: 1 })
      await a.sync.awaitInSync()
      await b.humans.insert({ passportId: 'dup', firstName: 'FromB', lastName: 'Y', age: 2 })
    })
    await waitFor(
      async () => (await b.humans.findOne('dup').exec())?.firstName,
      (v) => v === 'FromA',
    )
    expect((await serverRow('dup'))?.firstName).toBe('FromA')
  })

  it('soft-deletes: the row stays on the server with _deleted and disappears from the other replica', async () => {
    const before = await serverRow('p06')
    await (await a.humans.findOne('p06').exec())?.remove()
    await a.sync.awaitInSync()
    const after = await serverRow('p06')
    expect(after).toMatchObject({ _deleted: true })
    expect(String(after?.m) > String(before?.m)).toBe(true)
    await waitFor(
      () => b.humans.findOne('p06').exec(),
      (d) => d === null,
    )
    expect(await b.humans.count().exec()).toBe(12)
  })

  it('applies server-side writes to both replicas live', async () => {
    await server.ctx.db.transaction(async (tx) => {
      await tx.query(`update humans set age = 77 where "passportId" = 'p00'`)
      await tx.query(
        `insert into humans ("passportId", "firstName", "lastName") values ('srv', 'Server', 'Side')`,
      )
    })
    await waitFor(
      () => ageOf(a, 'p00'),
      (v) => v === 77,
    )
    await waitFor(
      () => ageOf(b, 'p00'),
      (v) => v === 77,
    )
    await waitFor(
      async () => (await b.humans.findOne('srv').exec())?.firstName,
      (v) => v === 'Server',
    )
    expect(a.errors).toEqual([])
    expect(b.errors).toEqual([])
  })
})
