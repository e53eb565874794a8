// REST reads through the unmodified supabase-js client: select, filters, logic trees, order,
// paging, counts, single objects, and timestamps exactly as Postgres renders them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { REST_TEST_SQL } from './rest-fixture.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ extraSql: REST_TEST_SQL })
})
afterAll(() => server?.close())

type Query = ReturnType<ReturnType<ReturnType<TestServer['client']>['from']>['select']>

const ids = (data: Array<{ id: string }> | null) => (data ?? []).map((r) => r.id)

describe('select', () => {
  it('returns every column in table order by default', async () => {
    const { data, error, status } = await server.client().from('items').select().eq('id', 'a')
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(Object.keys(data?.[0] ?? {})).toEqual([
      'id',
      'name',
      'qty',
      'price',
      'tags',
      'data',
      'camelCase',
      '_modified',
      '_deleted',
    ])
    expect(data?.[0]).toMatchObject({
      qty: 5,
      price: 1.25,
      tags: ['fruit', 'red'],
      data: { color: 'red', size: { w: 3 } },
    })
  })

  it('supports column lists, aliases, casts and JSON paths', async () => {
    const { data, error } = await server
      .client()
      .from('items')
      .select('id, label:name, qty::text, color:data->>color, data->size->w, "camelCase"')
      .eq('id', 'a')
    expect(error).toBeNull()
    expect(data).toEqual([
      { id: 'a', label: 'Apple', qty: '5', color: 'red', w: 3, camelCase: 'x' },
    ])
  })

  it('keeps timestamps as Postgres text with microseconds', async () => {
    const { data } = await server
      .client()
      .from('items')
      .select('id, _modified')
      .in('id', ['a', 'e'])
      .order('id')
    expect(data).toEqual([
      { id: 'a', _modified: '2024-01-01T00:00:01.123456+00:00' },
      { id: 'e', _modified: '2024-01-03T00:00:00.000001+00:00' },
    ])
  })

  it('rejects unknown columns with 42703 and unknown tables with PGRST205', async () => {
    const col = await server.client().from('items').select('id, nope')
    expect(col.status).toBe(400)
    expect(col.error?.code).toBe('42703')
    const table = await server.client().from('no_such_table').select()
    expect(table.status).toBe(404)
    expect(table.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.no_such_table' in the schema cache",
    })
  })
})

describe('filters', () => {
  const cases: Array<[string, (q: Query) => Query, string[]]> = [
    ['eq', (q) => q.eq('name', 'Apple'), ['a']],
    ['neq', (q) => q.neq('id', 'a'), ['b', 'c', 'd', 'e']],
    ['gt', (q) => q.gt('qty', 5), ['c', 'e']],
    ['gte', (q) => q.gte('qty', 5), ['a', 'c', 'e']],
    ['lt', (q) => q.lt('qty', 5), ['d']],
    ['lte', (q) => q.lte('price', 1.25), ['a', 'b']],
    ['like with *', (q) => q.like('name', '*an*'), ['b', 'e']],
    ['ilike', (q) => q.ilike('name', 'c%'), ['c']],
    ['is null', (q) => q.is('qty', null), ['b']],
    ['is true', (q) => q.is('_deleted', false), ['a', 'b', 'c', 'd', 'e']],
    [
      'in with quoted values',
      (q) => q.in('name', ['Carrot, raw', 'Dates (dried)', 'Apple']),
      ['a', 'c', 'd'],
    ],
    ['in empty list', (q) => q.in('id', []), []],
    ['contains array', (q) => q.contains('tags', ['fruit']), ['a', 'b']],
    [
      'containedBy array',
      (q) => q.containedBy('tags', ['fruit', 'red', 'vegetable']),
      ['a', 'b', 'c', 'd'],
    ],
    ['contains json', (q) => q.contains('data', { color: 'red' }), ['a']],
    ['overlaps', (q) => q.overlaps('tags', ['purple', 'red']), ['a', 'e']],
    ['json path filter', (q) => q.eq('data->>color', 'yellow'), ['b']],
    ['not eq', (q) => q.not('id', 'eq', 'a'), ['b', 'c', 'd', 'e']],
    ['not in', (q) => q.not('id', 'in', '(a,b)'), ['c', 'd', 'e']],
    ['not is null', (q) => q.not('qty', 'is', null), ['a', 'c', 'd', 'e']],
    ['match (regex)', (q) => q.match({ qty: 12 }), ['c']],
    ['filter() passthrough', (q) => q.filter('name', 'imatch', '^e'), ['e']],
    ['isdistinct', (q) => q.filter('qty', 'isdistinct', '5'), ['b', 'c', 'd', 'e']],
    ['quoted camelCase column', (q) => q.eq('camelCase', 'y'), ['c']],
    [
      'timestamptz gt with + offset',
      (q) => q.gt('_modified', '2024-01-01T00:00:01.5+00:00'),
      ['d', 'e'],
    ],
    ['or', (q) => q.or('id.eq.a,qty.gt.10'), ['a', 'c']],
    ['or with nested and', (q) => q.or('id.eq.a,and(qty.gte.7,price.gt.3)'), ['a', 'e']],
    [
      'or with not and quoted value',
      (q) => q.or('name.eq."Carrot, raw",id.not.in.(a,b,c,d)'),
      ['c', 'e'],
    ],
    [
      'and with nested or',
      (q) => q.filter('tags', 'cs', '{vegetable}').or('qty.lt.10,qty.is.null'),
      ['e'],
    ],
    ['like any', (q) => q.likeAnyOf('name', ['A%', 'B%']), ['a', 'b']],
  ]
  for (const [name, apply, expected] of cases) {
    it(name, async () => {
      const { data, error } = await apply(server.client().from('items').select('id')).order('id')
      expect(error).toBeNull()
      expect(ids(data as Array<{ id: string }> | null)).toEqual(expected)
    })
  }

  it('negates whole trees with not.or and not.and', async () => {
    const get = async (query: string) => {
      const res = await fetch(`${server.url}/rest/v1/items?select=id&order=id&${query}`, {
        headers: { apikey: server.anonKey },
      })
      return ids((await res.json()) as Array<{ id: string }>)
    }
    expect(await get('not.or=(id.eq.a,qty.gt.10)')).toEqual(['d', 'e']) // b: qty is null, so the or is null
    expect(await get('not.and=(qty.gt.1,price.gt.2)')).toEqual(['a', 'b', 'c', 'd'])
    expect(await get('or=(not.and(qty.gt.1,price.gt.2),id.eq.e)')).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ])
  })

  it('pulls pages the way RxDB does: keyset on _modified then id, with quoted identifiers', async () => {
    const first = await server
      .client()
      .from('items')
      .select('*')
      .order('_modified')
      .order('id')
      .limit(2)
    expect(ids(first.data)).toEqual(['a', 'b'])
    const last = first.data?.at(-1) as { id: string; _modified: string }
    const next = await server
      .client()
      .from('items')
      .select('*')
      .or(
        `"_modified".gt.${last._modified},and("_modified".eq.${last._modified},"id".gt.${last.id})`,
      )
      .order('_modified')
      .order('id')
      .limit(2)
    expect(next.error).toBeNull()
    expect(ids(next.data)).toEqual(['c', 'd'])
  })

  it('pages through ties one row at a time, ascending and descending, without skipping', async () => {
    const walk = async (ascending: boolean) => {
      const op = ascending ? 'gt' : 'lt'
      const seen: string[] = []
      let last: { id: string; _modified: string } | null = null
      for (let i = 0; i < 10; i++) {
        let q = server.client().from('items').select('id, _modified')
        if (last)
          q = q.or(
            `"_modified".${op}.${last._modified},and("_modified".eq.${last._modified},"id".${op}.${last.id})`,
          )
        const { data } = await q
          .order('_modified', { ascending })
          .order('id', { ascending })
          .limit(1)
        const row = (data as Array<{ id: string; _modified: string }> | null)?.[0]
        if (!row) break
        seen.push(row.id)
        last = row
      }
      return seen
    }
    expect(await walk(true)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(await walk(false)).toEqual(['e', 'd', 'c', 'b', 'a'])
  })

  it('rejects malformed filters with PGRST100', async () => {
    const res = await server.client().from('items').select('id').filter('qty', 'between', '1')
    expect(res.status).toBe(400)
    expect(res.error?.code).toBe('PGRST100')
    const tree = await server.client().from('items').select('id').or('id.eq.a,(broken')
    expect(tree.status).toBe(400)
    expect(tree.error?.code).toBe('PGRST100')
  })
})
