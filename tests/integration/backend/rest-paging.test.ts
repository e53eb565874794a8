// REST ordering, paging (limit/offset/Range), counts, HEAD and single-object responses
// through the unmodified supabase-js client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { REST_TEST_SQL } from './rest-fixture.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ extraSql: REST_TEST_SQL })
})
afterAll(() => server?.close())

const ids = (data: Array<{ id: string }> | null) => (data ?? []).map((r) => r.id)

describe('order, paging and counts', () => {
  it('orders by several columns with nulls first/last', async () => {
    const a = await server
      .client()
      .from('items')
      .select('id')
      .order('qty', { ascending: false, nullsFirst: false })
    expect(ids(a.data)).toEqual(['c', 'e', 'a', 'd', 'b'])
    const b = await server
      .client()
      .from('items')
      .select('id')
      .order('qty', { ascending: true, nullsFirst: true })
      .order('id')
    expect(ids(b.data)).toEqual(['b', 'd', 'a', 'e', 'c'])
    const c = await server
      .client()
      .from('items')
      .select('id')
      .order('_modified', { ascending: false })
      .order('id', { ascending: false })
    expect(ids(c.data)).toEqual(['e', 'd', 'c', 'b', 'a'])
  })

  it('applies limit, range and the Range header, with Content-Range', async () => {
    const r = await server
      .client()
      .from('items')
      .select('id', { count: 'exact' })
      .order('id')
      .range(1, 2)
    expect(ids(r.data)).toEqual(['b', 'c'])
    expect(r.count).toBe(5)
    expect(r.status).toBe(206)
    const raw = await fetch(`${server.url}/rest/v1/items?select=id&order=id`, {
      headers: { apikey: server.anonKey, Range: '3-4', 'Range-Unit': 'items' },
    })
    expect(raw.headers.get('content-range')).toBe('3-4/*')
    expect(await raw.json()).toEqual([{ id: 'd' }, { id: 'e' }])
  })

  it('counts exact, planned and estimated, and HEAD returns only the count', async () => {
    for (const count of ['exact', 'planned', 'estimated'] as const) {
      const r = await server.client().from('items').select('id', { count }).gt('qty', 1)
      expect(r.count).toBe(3)
    }
    const head = await server.client().from('items').select('*', { count: 'exact', head: true })
    expect(head.status).toBe(200)
    expect(head.data).toBeNull()
    expect(head.count).toBe(5)
  })

  it('answers an offset past the end with 416 PGRST103 when counting', async () => {
    const r = await server.client().from('items').select('id', { count: 'exact' }).range(10, 12)
    expect(r.status).toBe(416)
    expect(r.error?.code).toBe('PGRST103')
  })
})

describe('single and maybeSingle', () => {
  it('returns one object for single() and 406 PGRST116 otherwise', async () => {
    const one = await server.client().from('items').select('id, name').eq('id', 'b').single()
    expect(one.data).toEqual({ id: 'b', name: 'Banana' })
    const none = await server.client().from('items').select('id').eq('id', 'zzz').single()
    expect(none.status).toBe(406)
    expect(none.error?.code).toBe('PGRST116')
    const many = await server.client().from('items').select('id').single()
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 5 rows' })
  })

  it('maybeSingle() gives null for no rows', async () => {
    const r = await server.client().from('items').select('id').eq('id', 'zzz').maybeSingle()
    expect(r.error).toBeNull()
    expect(r.data).toBeNull()
  })
})
