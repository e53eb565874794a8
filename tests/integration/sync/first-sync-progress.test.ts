// A first sync reports how far it has got (SPEC SYNC-PROG-1..2): the server's count of each
// table's rows beyond the checkpoint arrives while the pull runs, and the pulled figure only grows
// until it reaches that total, for a dedicated collection and a table of the shared collection.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as z from 'zod'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defineTable } from '../../../src/db/index.ts'
import type { PullProgress, SyncStatus } from '../../../sync/protocol.ts'
import {
  makeUser,
  sql,
  startProductServer,
  type TestServer,
} from '../../../supabase/tests/helpers.ts'
import { openDevice, until, type Device } from './replica.ts'

const TABLE = 'progress_notes'
const notes = defineTable({
  name: TABLE,
  row: z.object({ id: z.string(), owner_id: z.string(), created_at: z.string() }),
  scope: 'owner_id',
})

let server: TestServer
let migrations: string
const devices: Device[] = []

beforeAll(async () => {
  migrations = mkdtempSync(path.join(tmpdir(), 'craftlink-progress-'))
  cpSync('supabase/migrations', migrations, { recursive: true })
  writeFileSync(
    path.join(migrations, '29990101000000_progress_notes.sql'),
    `create table public.${TABLE} (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references auth.users (id),
      created_at timestamptz not null default now(),
      _modified timestamptz not null default now(),
      _deleted boolean not null default false);
    create trigger ${TABLE}_stamp before insert or update on public.${TABLE}
      for each row execute function public.stamp_modified();
    alter table public.${TABLE} enable row level security;
    create policy ${TABLE}_select on public.${TABLE} for select to authenticated
      using (owner_id = auth.uid());
    grant select on public.${TABLE} to authenticated;`,
  )
  server = await startProductServer({ migrationsDir: migrations })
})
afterEach(async () => {
  while (devices.length) await devices.pop()!.close()
})
afterAll(async () => {
  await server?.close()
  rmSync(migrations, { recursive: true, force: true })
})

/** Pull pages answer 100 ms late, so the sync spans several status messages (one per 250 ms). */
const slowPulls = (async (input: RequestInfo | URL, init?: RequestInit) => {
  if ((init?.method ?? 'GET') === 'GET' && String(input).includes('/rest/v1/')) {
    await new Promise((r) => setTimeout(r, 100))
  }
  return fetch(input, init)
}) as typeof fetch

async function seed(userId: string, count: number): Promise<void> {
  await sql(
    server,
    `insert into public.notifications (user_id, title, message)
       select $1, 'Note ' || n, 'Body' from generate_series(1, $2::int) n`,
    [userId, count],
  )
  await sql(
    server,
    `insert into public.${TABLE} (owner_id) select $1 from generate_series(1, $2::int)`,
    [userId, count + 4],
  )
}

function runsOf(statuses: readonly SyncStatus[], table: string): PullProgress[] {
  return statuses
    .flatMap((s) =>
      s.collections.flatMap((c) => c.tables.filter((t) => t.name === table && t.progress)),
    )
    .map((t) => t.progress!)
}

async function device(user: { id: string; token: string }, dbName?: string): Promise<Device> {
  const d = await openDevice(server, user, {
    collections: ['notifications'],
    tables: [notes],
    batchSize: 5,
    fetch: slowPulls,
    dbName,
  })
  devices.push(d)
  return d
}

const done = (d: Device, table: string) =>
  until(() => (runsOf(d.statuses, table).at(-1)?.done ? true : undefined), 20_000)

describe('first sync progress', () => {
  it('[SYNC-PROG-1] [SYNC-PROG-2] reports each table’s total and monotonic progress up to it', async () => {
    const user = await makeUser(server)
    await seed(user.id, 23)
    const d = await device(user)
    await done(d, 'notifications')
    await done(d, TABLE)

    for (const [table, total] of [
      ['notifications', 23],
      [TABLE, 27],
    ] as const) {
      const runs = runsOf(d.statuses, table)
      expect(new Set(runs.map((r) => r.startedAt)).size, table).toBe(1)
      expect(runs.every((r) => r.fromStart)).toBe(true)
      // The count is known while the pull still runs, and stays as the server gave it.
      expect(
        runs.some((r) => r.total === total && !r.done),
        table,
      ).toBe(true)
      expect(runs.every((r) => r.total === null || r.total === total)).toBe(true)
      const pulled = runs.map((r) => r.pulled)
      expect(pulled, table).toEqual([...pulled].sort((a, b) => a - b))
      expect(runs.at(-1)).toMatchObject({ pulled: total, total, done: true })
    }
    expect(await d.db.notifications!.count().exec()).toBe(23)
  })

  it('[SYNC-PROG-1] counts only the rows beyond the stored checkpoint on the next start', async () => {
    const user = await makeUser(server)
    await seed(user.id, 6)
    const first = await device(user)
    await done(first, 'notifications')
    await done(first, TABLE)
    await first.close()
    devices.splice(devices.indexOf(first), 1)

    await seed(user.id, 3)
    const again = await device(user, first.db.name)
    await done(again, 'notifications')
    await done(again, TABLE)
    expect(runsOf(again.statuses, 'notifications').at(-1)).toMatchObject({
      fromStart: false,
      total: 3,
      pulled: 3,
    })
    expect(runsOf(again.statuses, TABLE).at(-1)).toMatchObject({ fromStart: false, total: 7 })
  })
})
