// The shared collection (SPEC SYNC-MUX-1..2): tables that exist only as a declaration and a
// migration replicate both ways between two devices, 20 of them inside one RxDB collection.
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as z from 'zod'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defineTable, sharedRowId, type TableDef } from '../../../src/db/index.ts'
import {
  makeUser,
  sql,
  startProductServer,
  type TestServer,
} from '../../../supabase/tests/helpers.ts'
import { gatedFetch, openDevice, until, type Device } from './replica.ts'

const TABLE_COUNT = 20
const names = Array.from({ length: TABLE_COUNT }, (_, i) => `mux_${String(i + 1).padStart(2, '0')}`)

/** What a new area's migration looks like: a table, its rules, realtime. */
function migrationFor(name: string): string {
  return `
create table public.${name} (
  id uuid primary key,
  owner_id uuid not null default auth.uid() references auth.users (id),
  body text not null constraint ${name}_body_length check (char_length(body) between 1 and 500),
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false
);
create trigger ${name}_stamp_modified before insert or update on public.${name}
  for each row execute function public.stamp_modified();
alter table public.${name} enable row level security;
create policy ${name}_select on public.${name} for select to authenticated using (owner_id = auth.uid());
create policy ${name}_insert on public.${name} for insert to authenticated with check (owner_id = auth.uid());
create policy ${name}_update on public.${name} for update to authenticated using (owner_id = auth.uid());
grant select, insert, update on public.${name} to authenticated;
alter publication supabase_realtime add table public.${name};`
}

/** ...and its declaration. */
const tableFor = (name: string): TableDef =>
  defineTable({
    name,
    row: z.object({
      id: z.string().length(36),
      owner_id: z.string().length(36),
      body: z.string(),
      created_at: z.string(),
    }),
    scope: 'owner_id',
  })

const tables = names.map(tableFor)
let server: TestServer
let migrations: string
const devices: Device[] = []

beforeAll(async () => {
  migrations = mkdtempSync(path.join(tmpdir(), 'craftlink-mux-'))
  cpSync('supabase/migrations', migrations, { recursive: true })
  writeFileSync(
    path.join(migrations, '29990101000000_mux_tables.sql'),
    names.map(migrationFor).join('\n'),
  )
  expect(readdirSync(migrations).length).toBeGreaterThan(TABLE_COUNT > 0 ? 1 : 0)
  server = await startProductServer({ migrationsDir: migrations })
})
afterEach(async () => {
  while (devices.length) await devices.pop()!.close()
})
afterAll(async () => {
  while (devices.length) await devices.pop()!.close()
  await server?.close()
  rmSync(migrations, { recursive: true, force: true })
})

async function device(
  user: { id: string; token: string },
  opts: { dbName?: string; fetch?: typeof fetch } = {},
): Promise<Device> {
  const d = await openDevice(server, user, { collections: ['notifications'], tables, ...opts })
  devices.push(d)
  return d
}

function rowsOf(d: Device) {
  const rows = d.db.rows
  if (!rows) throw new Error('the shared collection is not open')
  return rows
}

const note = (table: string, id: string, owner: string, body: string) => ({
  id: sharedRowId(table, id),
  table,
  scope: owner,
  sort: '0',
  row: { id, owner_id: owner, body, created_at: new Date().toISOString() },
})

describe('the shared collection', () => {
  it('[SYNC-MUX-1] [SYNC-MUX-2] 20 declared tables replicate both ways with 3 collections open', async () => {
    const user = await makeUser(server)
    const a = await device(user)
    const b = await device(user)
    expect(Object.keys(a.db.collections).length).toBeLessThanOrEqual(10)

    // A writes one row into each table; B receives all of them, and the server has them.
    const ids = names.map(() => randomUUID())
    await rowsOf(a).bulkInsert(
      names.map((name, i) => ({
        id: sharedRowId(name, ids[i]),
        table: name,
        scope: user.id,
        sort: String(i).padStart(4, '0'),
        row: {
          id: ids[i],
          owner_id: user.id,
          body: `note ${i}`,
          created_at: new Date().toISOString(),
        },
      })),
    )
    await until(
      async () => ((await rowsOf(b).count().exec()) === TABLE_COUNT ? true : undefined),
      20_000,
    )
    for (const [i, name] of names.entries()) {
      const [row] = await sql<{ body: string }>(
        server,
        `select body from public.${name} where id = $1`,
        [ids[i]],
      )
      expect(row?.body).toBe(`note ${i}`)
    }

    // B edits a row; A sees the edit through realtime.
    const target = await rowsOf(b).findOne(sharedRowId(names[7]!, ids[7])).exec()
    await target!.incrementalPatch({ row: { ...target!.row, body: 'edited on B' } })
    await until(async () => {
      const doc = await rowsOf(a).findOne(sharedRowId(names[7]!, ids[7])).exec()
      return doc?.row['body'] === 'edited on B' ? true : undefined
    }, 20_000)
  })

  it('[SYNC-MUX-2] a row written on the server arrives in its table only, checked by its zod row', async () => {
    const user = await makeUser(server)
    const a = await device(user)
    const id = randomUUID()
    await sql(
      server,
      `insert into public.mux_03 (id, owner_id, body) values ($1, $2, 'from the server')`,
      [id, user.id],
    )
    const doc = await until(
      async () => (await rowsOf(a).findOne(sharedRowId('mux_03', id)).exec()) ?? undefined,
      20_000,
    )
    expect(doc.table).toBe('mux_03')
    expect(doc.scope).toBe(user.id)
    expect(doc.row['body']).toBe('from the server')
    // Another user's rows never reach this device (RLS decides, SYNC-LIVE-4).
    const other = await makeUser(server)
    await sql(
      server,
      `insert into public.mux_03 (id, owner_id, body) values ($1, $2, 'not yours')`,
      [randomUUID(), other.id],
    )
    a.engine.resync()
    await a.engine.awaitInSync()
    const mine = await rowsOf(a)
      .find({ selector: { table: 'mux_03' } })
      .exec()
    expect(mine.map((d) => d.row['body'])).toEqual(['from the server'])
  })

  it('[SYNC-MUX-2] [SYNC-PUSH-2] an offline write survives a restart and is pushed exactly once', async () => {
    const user = await makeUser(server)
    const gate = gatedFetch()
    const inserts: number[] = []
    const spy = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await gate.fetch(input, init)
      if (init?.method === 'POST' && String(input).includes('/rest/v1/mux_11'))
        inserts.push(res.status)
      return res
    }) as typeof fetch
    gate.offline = true
    const first = await device(user, { fetch: spy })
    const id = randomUUID()
    await rowsOf(first).insert(note('mux_11', id, user.id, 'written offline'))
    await new Promise((r) => setTimeout(r, 500))
    await first.close()
    devices.splice(devices.indexOf(first), 1)

    gate.offline = false
    const again = await device(user, { fetch: spy, dbName: first.db.name })
    const [row] = await until(async () => {
      const found = await sql<{ body: string }>(
        server,
        'select body from public.mux_11 where id = $1',
        [id],
      )
      return found.length ? found : undefined
    }, 20_000)
    expect(row?.body).toBe('written offline')
    again.engine.resync()
    await again.engine.awaitInSync()
    expect(inserts.filter((s) => s === 201)).toEqual([201])
  })

  it('[SYNC-MUX-2] [SYNC-ERR-1] [SYNC-ERR-4] a refused row is kept, shown, and can be discarded', async () => {
    const user = await makeUser(server)
    const a = await device(user)
    const id = randomUUID()
    // 501 characters: the table's check refuses it (23514), a final error for this row only.
    await rowsOf(a).insert(note('mux_12', id, user.id, 'x'.repeat(501)))
    const failure = await until(async () => {
      const row = await a.db.sync_outbox.findOne(`mux_12:${id}`).exec()
      return row?.state === 'failed' ? row : undefined
    }, 20_000)
    expect(failure.code).toBe('23514')
    expect((await rowsOf(a).findOne(sharedRowId('mux_12', id)).exec())?.row['body']).toHaveLength(
      501,
    )
    await a.engine.discard('mux_12' as never, id)
    expect(await rowsOf(a).findOne(sharedRowId('mux_12', id)).exec()).toBeNull()
    expect(await a.db.sync_outbox.findOne(`mux_12:${id}`).exec()).toBeNull()
  })
})
