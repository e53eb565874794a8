// RLS matrix: every table x select/insert/update/delete x {anon, owner, other user, admin}.
// Each cell runs on a fresh owner and fixture row; the database (read as its owner) decides
// whether the operation really happened, so a silently filtered write counts as refused.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  anonClient,
  jobRow,
  insertAsOwner,
  makeUser,
  sql,
  startProductServer,
  type TestServer,
  type User,
} from './helpers.ts'
import { CASES, type Actor, type Fixture, type TableCase } from './rls-cases.ts'

let server: TestServer
let other: User
let admin: User
let company: User
let jobId: string

beforeAll(async () => {
  server = await startProductServer()
  other = await makeUser(server, ['craftsman', 'company'])
  admin = await makeUser(server, ['admin'], 'Test User', { aal: 'aal2' })
  company = await makeUser(server, ['company'])
  jobId = String((await insertAsOwner(server, 'jobs', jobRow(company.id))).id)
})
afterAll(async () => {
  await server?.close()
})

const ACTORS: Actor[] = ['anon', 'owner', 'other', 'admin']

async function setup(): Promise<{ fixture: Fixture; clients: Record<Actor, SupabaseClient> }> {
  const owner = await makeUser(server, ['craftsman', 'company'])
  return {
    fixture: { server, ownerId: owner.id, companyId: company.id, jobId },
    clients: { anon: anonClient(server), owner: owner.db, other: other.db, admin: admin.db },
  }
}

const keyOf = (c: TableCase, row: Record<string, unknown>): Record<string, unknown> =>
  c.table === 'role_permissions'
    ? { role: row.role, permission: row.permission }
    : { [c.pk]: row[c.pk] }

async function rowNow(
  c: TableCase,
  row: Record<string, unknown>,
): Promise<Record<string, unknown> | undefined> {
  const key = keyOf(c, row)
  const cols = Object.keys(key)
  const rows = await sql(
    server,
    `select * from public.${c.table} where ${cols.map((k, i) => `"${k}"::text = $${i + 1}`).join(' and ')}`,
    cols.map((k) => String(key[k])),
  )
  return rows[0]
}

const TIMESTAMP_RE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:/
const same = (a: unknown, b: unknown): boolean =>
  TIMESTAMP_RE.test(String(b))
    ? new Date(String(a)).getTime() === new Date(String(b)).getTime()
    : String(a) === String(b)

async function attempt(
  c: TableCase,
  op: 'select' | 'insert' | 'update' | 'delete',
  actor: Actor,
): Promise<boolean> {
  const { fixture, clients } = await setup()
  const client = clients[actor]
  if (op === 'insert') {
    const row = await c.newRow(fixture)
    await client.from(c.table).insert(row)
    return (await rowNow(c, row)) !== undefined
  }
  const row = await c.seed(fixture)
  const query = client.from(c.table)
  const key = keyOf(c, row)
  if (op === 'select') {
    let q = query.select('*')
    for (const [k, v] of Object.entries(key)) q = q.eq(k, v as string)
    const { data } = await q
    return (data?.length ?? 0) === 1
  }
  if (op === 'update') {
    let q = query.update(c.patch)
    for (const [k, v] of Object.entries(key)) q = q.eq(k, v as string)
    await q
    const now = await rowNow(c, { ...row, ...(c.table === 'role_permissions' ? c.patch : {}) })
    return now !== undefined && Object.entries(c.patch).every(([k, v]) => same(now[k], v))
  }
  let q = query.delete()
  for (const [k, v] of Object.entries(key)) q = q.eq(k, v as string)
  await q
  return (await rowNow(c, row)) === undefined
}

describe.each(CASES)('$table', (c) => {
  for (const op of ['select', 'insert', 'update', 'delete'] as const) {
    it(`${op}: only ${c.can[op].join(', ') || 'nobody'}`, async () => {
      const allowed: Actor[] = []
      for (const actor of ACTORS) if (await attempt(c, op, actor)) allowed.push(actor)
      expect(allowed).toEqual(c.can[op])
    })
  }
})

describe('page_time_totals view', () => {
  it('sums per page across devices, for the owner only', async () => {
    const { fixture, clients } = await setup()
    for (const device of ['phone', 'laptop']) {
      await insertAsOwner(server, 'page_time_spent', {
        id: `${fixture.ownerId}:${device}:/jobs`,
        user_id: fixture.ownerId,
        device_id: device,
        page: '/jobs',
        seconds: 30,
        visits: 2,
      })
    }
    const mine = await clients.owner
      .from('page_time_totals')
      .select('*')
      .eq('user_id', fixture.ownerId)
    expect(mine.data).toEqual([
      expect.objectContaining({ page: '/jobs', total_seconds: 60, total_visits: 4, devices: 2 }),
    ])
    for (const actor of ['anon', 'other', 'admin'] as const) {
      const { data } = await clients[actor]
        .from('page_time_totals')
        .select('*')
        .eq('user_id', fixture.ownerId)
      expect(data ?? []).toEqual([])
    }
  })
})
