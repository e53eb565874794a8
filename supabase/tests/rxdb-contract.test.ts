// The replicated tables under RxDB 17.6's Supabase plugin traffic (protocol reference section 5):
// keyset pulls by (_modified, pk) that page exactly once through every row, and guarded
// updates that compare every column of the assumed master state, as the plugin sends them.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applicationRow,
  insertAsOwner,
  jobRow,
  makeUser,
  startProductServer,
  type TestServer,
  type User,
} from './helpers.ts'

type Row = Record<string, unknown>
let server: TestServer
let company: User
let craftsman: User

beforeAll(async () => {
  server = await startProductServer()
  company = await makeUser(server, ['company'])
  craftsman = await makeUser(server, ['craftsman'])
})
afterAll(async () => {
  await server?.close()
})

/** The plugin's PATCH: equality on every assumed column (is.* for booleans and null). */
async function guardedUpdate(
  db: SupabaseClient,
  table: string,
  assumed: Row,
  next: Row,
): Promise<Row[]> {
  let q = db
    .from(table)
    .update(Object.fromEntries(Object.entries(next).filter(([k]) => k !== '_modified')))
  for (const [key, value] of Object.entries(assumed)) {
    if (key === '_modified') continue
    if (value === null || typeof value === 'boolean') q = q.is(key, value)
    else q = q.eq(key, String(value))
  }
  const { data, error } = await q.select('*')
  expect(error).toBeNull()
  return data ?? []
}

/** The plugin's pull loop with a small batch size. */
async function pullAll(
  db: SupabaseClient,
  table: string,
  pk: string,
  batch: number,
): Promise<Row[]> {
  const rows: Row[] = []
  let checkpoint: { id: string; modified: string } | null = null
  for (;;) {
    let q = db.from(table).select('*')
    if (checkpoint) {
      q = q.or(
        `"_modified".gt.${checkpoint.modified},and("_modified".eq.${checkpoint.modified},"${pk}".gt.${checkpoint.id})`,
      )
    }
    const { data, error } = await q.order('_modified').order(pk).limit(batch)
    expect(error).toBeNull()
    rows.push(...(data ?? []))
    if (!data || data.length < batch) return rows
    const last = data[data.length - 1] as Row
    checkpoint = { id: String(last[pk]), modified: String(last._modified) }
  }
}

describe('RxDB contract', () => {
  it('keyset pulls page through every visible row exactly once', async () => {
    for (let i = 0; i < 7; i++)
      await insertAsOwner(server, 'jobs', jobRow(company.id, { title: `Roofer number ${i}` }))
    const rows = await pullAll(craftsman.db, 'jobs', 'id', 2)
    const ids = rows.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBeGreaterThanOrEqual(7)
  })

  it('a guarded update applies when the assumed state matches, and is empty (a conflict) when not', async () => {
    const job = await insertAsOwner(server, 'jobs', jobRow(company.id))
    const row = applicationRow(String(job.id), craftsman.id, {
      job_owner_id: company.id,
      proposed_rate: 52.25,
    })
    expect((await craftsman.db.from('job_applications').insert(row)).error).toBeNull()
    const [pulled] = (await craftsman.db.from('job_applications').select('*').eq('id', row.id))
      .data as Row[]
    const ok = await guardedUpdate(craftsman.db, 'job_applications', pulled!, {
      ...pulled,
      status: 'withdrawn',
    })
    expect(ok).toHaveLength(1)
    const stale = await guardedUpdate(craftsman.db, 'job_applications', pulled!, {
      ...pulled,
      status: 'submitted',
    })
    expect(stale).toEqual([])
  })

  it('marks a notification read and edits preferences through guarded updates', async () => {
    const n = await insertAsOwner(server, 'notifications', {
      user_id: craftsman.id,
      title: 'Hello',
      message: 'Welcome aboard',
    })
    const [note] = (
      await craftsman.db
        .from('notifications')
        .select('*')
        .eq('id', n.id as string)
    ).data as Row[]
    expect(
      await guardedUpdate(craftsman.db, 'notifications', note!, { ...note, read: true }),
    ).toHaveLength(1)
    const [prefs] = (await craftsman.db.from('navigation_preferences').select('*')).data as Row[]
    const next = {
      ...prefs,
      show_advanced_features: true,
      favorite_actions: '["post-job","find-jobs"]',
    }
    const [saved] = await guardedUpdate(craftsman.db, 'navigation_preferences', prefs!, next)
    expect(saved).toMatchObject({
      show_advanced_features: true,
      favorite_actions: '["post-job","find-jobs"]',
    })
    expect(saved!._modified).not.toBe(prefs!._modified)
  })

  it('[SYNC-TOMB-1] soft-deletes own portfolio items with _deleted and keeps the tombstone readable', async () => {
    const item = {
      id: crypto.randomUUID(),
      user_id: craftsman.id,
      title: 'Garage slab',
      _deleted: false,
    }
    await craftsman.db.from('portfolio_items').insert(item)
    const [pulled] = (await craftsman.db.from('portfolio_items').select('*').eq('id', item.id))
      .data as Row[]
    expect(
      await guardedUpdate(craftsman.db, 'portfolio_items', pulled!, { ...pulled, _deleted: true }),
    ).toHaveLength(1)
    const { data } = await company.db
      .from('portfolio_items')
      .select('id, _deleted')
      .eq('id', item.id)
    expect(data).toEqual([{ id: item.id, _deleted: true }])
  })
})
