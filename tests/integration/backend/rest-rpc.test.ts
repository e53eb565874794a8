// RPC through supabase-js: POST with named arguments, GET (read-only), scalars, sets, rows,
// void, arrays, a single unnamed jsonb parameter, filters on set results, and errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { makeUser, REST_TEST_SQL } from './rest-fixture.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ extraSql: REST_TEST_SQL })
})
afterAll(() => server?.close())

describe('rpc', () => {
  it('returns scalars by POST and by GET', async () => {
    expect((await server.client().rpc('add', { a: 2, b: 3 })).data).toBe(5)
    expect((await server.client().rpc('add', { a: 20, b: 22 }, { get: true })).data).toBe(42)
    expect((await server.client().rpc('hello')).data).toBe('hello world')
    expect((await server.client().rpc('hello', { name: 'crew' })).data).toBe('hello crew')
  })

  it('passes arrays and a whole body to a single unnamed jsonb parameter', async () => {
    expect((await server.client().rpc('sum_array', { xs: [1, 2, 3] })).data).toBe(6)
    expect((await server.client().rpc('sum_array', { xs: [4, 5] }, { get: true })).data).toBe(9)
    expect((await server.client().rpc('echo', { any: ['thing', 1] })).data).toEqual({
      any: ['thing', 1],
    })
  })

  it('returns 204 for void functions and commits their writes', async () => {
    const r = await server.client().rpc('touch_tag', { tag: 'rpc' })
    expect(r.status).toBe(204)
    expect(r.error).toBeNull()
    await server.client().rpc('touch_tag', { tag: 'rpc' })
    const row = await server.client().from('tags').select('uses').eq('name', 'rpc').single()
    expect(row.data).toEqual({ uses: 2 })
  })

  it('returns sets of rows that filters, order, limit and count apply to', async () => {
    const { data, error } = await server
      .client()
      .rpc('items_with_min_qty', { min_qty: 1 })
      .select('id, qty')
      .order('qty', { ascending: false })
    expect(error).toBeNull()
    expect(data).toEqual([
      { id: 'c', qty: 12 },
      { id: 'e', qty: 7 },
      { id: 'a', qty: 5 },
    ])
    const filtered = await server
      .client()
      .rpc('items_with_min_qty', { min_qty: 1 }, { get: true })
      .select('id')
      .lt('qty', 10)
      .order('id')
    expect(filtered.data).toEqual([{ id: 'a' }, { id: 'e' }])
    const counted = await server
      .client()
      .rpc('items_with_min_qty', { min_qty: 1 }, { count: 'exact' })
      .limit(1)
    expect(counted.count).toBe(3)
    const table = await server.client().rpc('table_fn', { min_qty: 7 })
    expect(table.data).toEqual([
      { item_id: 'c', amount: 12 },
      { item_id: 'e', amount: 7 },
    ])
  })

  it('returns one object for a row-returning function and arrays of scalars for setof scalars', async () => {
    const row = await server.client().rpc('first_item').select('id, name')
    expect(row.data).toEqual({ id: 'a', name: 'Apple' })
    expect((await server.client().rpc('numbers', { n: 3 })).data).toEqual([1, 2, 3])
  })

  it('runs as the caller: auth.uid() sees the JWT subject', async () => {
    const user = await makeUser(server)
    expect((await server.client(user.token).rpc('whoami')).data).toBe(user.id)
    expect((await server.client().rpc('whoami')).data).toBeNull()
  })

  it('reports unknown functions as 404 PGRST202 and raised errors with their status', async () => {
    const missing = await server.client().rpc('no_such_fn', { x: 1 })
    expect(missing.status).toBe(404)
    expect(missing.error?.code).toBe('PGRST202')
    const wrongArgs = await server.client().rpc('add', { a: 1 })
    expect(wrongArgs.error?.code).toBe('PGRST202')
    const plain = await server.client().rpc('fail_with', { kind: 'plain' })
    expect(plain.status).toBe(400)
    expect(plain.error).toMatchObject({ code: 'P0001', message: 'plain failure' })
    const custom = await server.client().rpc('fail_with', { kind: 'conflict' })
    expect(custom.status).toBe(409)
  })

  it('runs GET calls read-only: a writing function fails with 25006 (405)', async () => {
    const r = await server.client().rpc('touch_tag', { tag: 'ro' }, { get: true })
    expect(r.status).toBe(405)
    expect(r.error?.code).toBe('25006')
  })
})
