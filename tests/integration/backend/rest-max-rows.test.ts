// [api] max_rows (PostgREST's db-max-rows): reads and function results answer at most that many
// rows, whatever the limit or Range asked; counts still count every row; writes are not capped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'

const SQL = /* sql */ `
create table public.numbers (n integer primary key);
insert into public.numbers select generate_series(1, 5);
create function public.all_numbers() returns setof public.numbers language sql stable
  as $$ select * from public.numbers order by n $$;
`

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ extraSql: SQL, maxRows: 3 })
})
afterAll(() => server?.close())

const numbers = () => server.client().from('numbers')
const ns = (rows: Array<{ n: number }> | null) => rows?.map((r) => r.n)

describe('max_rows', () => {
  it('caps a read, also when a larger limit is asked', async () => {
    expect(ns((await numbers().select('n').order('n')).data)).toEqual([1, 2, 3])
    expect(ns((await numbers().select('n').order('n').limit(10)).data)).toEqual([1, 2, 3])
    expect(ns((await numbers().select('n').order('n').limit(2)).data)).toEqual([1, 2])
    expect(ns((await numbers().select('n').order('n').range(3, 10)).data)).toEqual([4, 5])
  })

  it('keeps the count of every row: 206 with Content-Range 0-2/5', async () => {
    const res = await fetch(`${server.url}/rest/v1/numbers?select=n&order=n`, {
      headers: { apikey: server.anonKey, Prefer: 'count=exact' },
    })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe('0-2/5')
  })

  it('caps what a function returns', async () => {
    expect(ns((await server.client().rpc('all_numbers')).data)).toEqual([1, 2, 3])
  })

  it('does not cap what a write returns', async () => {
    const rows = [6, 7, 8, 9].map((n) => ({ n }))
    const { data, status } = await numbers().insert(rows).select('n')
    expect(status).toBe(201)
    expect(ns(data)).toEqual([6, 7, 8, 9])
  })
})
