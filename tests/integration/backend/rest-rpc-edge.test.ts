// RPC edge cases as PostgREST 13 answers them: row-typed arguments, functions with a single
// unnamed parameter, overloads, counts on scalar results and Prefer: max-affected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'

const SQL = /* sql */ `
create table public.people (id integer primary key, name text not null, age integer);
insert into public.people values (1, 'Ada', 36), (2, 'Bo', 20), (3, 'Cy', 50);
create type public.point2 as (x integer, y integer);
create function public.greet(p public.people) returns text language sql immutable
  as $$ select 'hi ' || p.name || ' (' || p.age || ')' $$;
create function public.manhattan(pt public.point2) returns integer language sql immutable
  as $$ select abs(pt.x) + abs(pt.y) $$;
create function public.shout(text) returns text language sql immutable as $$ select upper($1) $$;
create function public.byte_len(bytea) returns integer language sql immutable
  as $$ select length($1) $$;
create function public.twice(integer) returns integer language sql immutable as $$ select $1 * 2 $$;
create function public.pick(a integer) returns text language sql immutable as $$ select 'integer' $$;
create function public.pick(a text) returns text language sql immutable as $$ select 'text' $$;
create function public.pick(b bigint) returns text language sql immutable as $$ select 'b' $$;
create function public.people_count() returns bigint language sql stable
  as $$ select count(*) from public.people $$;
create function public.oldest() returns public.people language sql stable
  as $$ select * from public.people order by age desc limit 1 $$;
create function public.age_all(years integer default 1) returns setof public.people
  language sql volatile as $$ update public.people set age = age + years returning * $$;
`

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ extraSql: SQL })
})
afterAll(() => server?.close())

async function post(fn: string, body: BodyInit, contentType: string, prefer?: string) {
  const headers: Record<string, string> = { apikey: server.anonKey, 'Content-Type': contentType }
  if (prefer) headers.Prefer = prefer
  const res = await fetch(`${server.url}/rest/v1/rpc/${fn}`, { method: 'POST', headers, body })
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown }
}

const ages = async () =>
  (await server.client().from('people').select('age').order('id')).data?.map((r) => r.age)

describe('row-typed arguments', () => {
  it('take a JSON object for a table row type or a composite type', async () => {
    const greet = await server.client().rpc('greet', { p: { id: 9, name: 'Zed', age: 7 } })
    expect(greet.error).toBeNull()
    expect(greet.data).toBe('hi Zed (7)')
    const norm = await server.client().rpc('manhattan', { pt: { x: 3, y: -4 } })
    expect(norm.data).toBe(7)
  })

  it('take a record literal in a GET query string', async () => {
    const norm = await server.client().rpc('manhattan', { pt: '(3,-4)' }, { get: true })
    expect(norm.data).toBe(7)
  })
})

describe('a single unnamed parameter', () => {
  it('receives the whole JSON body when it is text, even for the key ""', async () => {
    const { data, error } = await server.client().rpc('shout', { '': 'x' })
    expect(error).toBeNull()
    expect(data).toBe('{"":"X"}')
  })

  it('receives a text/plain or application/octet-stream body', async () => {
    const text = await post('shout', 'hello', 'text/plain')
    expect(text).toMatchObject({ status: 200, body: 'HELLO' })
    const bytes = await post('byte_len', new Uint8Array([1, 2, 3]), 'application/octet-stream')
    expect(bytes).toMatchObject({ status: 200, body: 3 })
  })

  it('of another type makes the function uncallable: 404 PGRST202, no SQL error', async () => {
    const { error, status } = await server.client().rpc('twice', { '': 2 })
    expect(status).toBe(404)
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.twice() in the schema cache',
      details:
        'Searched for the function public.twice with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    })
  })
})

describe('overloaded functions', () => {
  it('answer 300 PGRST203 when the arguments match more than one', async () => {
    const { error, status, data } = await server.client().rpc('pick', { a: 1 })
    expect(status).toBe(300)
    expect(data).toBeNull()
    expect(error).toEqual({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.pick(a => integer), public.pick(a => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    })
  })

  it('run the one overload the argument names match', async () => {
    expect((await server.client().rpc('pick', { b: 1 })).data).toBe('b')
  })
})

describe('Prefer: count=exact on a function returning one value', () => {
  it('counts the single result: Content-Range 0-0/1', async () => {
    const counted = await server.client().rpc('people_count', {}, { count: 'exact' })
    expect(counted).toMatchObject({ status: 200, data: 3, count: 1 })
    const exact = await post('people_count', '{}', 'application/json', 'count=exact')
    expect(exact.headers.get('content-range')).toBe('0-0/1')
    const plain = await post('people_count', '{}', 'application/json')
    expect(plain.headers.get('content-range')).toBe('0-0/*')
  })
})

describe('Prefer: max-affected with handling=strict', () => {
  // supabase-js's maxAffected() sends these two preferences (typed for PostgREST 13 clients only).
  const strict = (n: number) => `handling=strict, max-affected=${n}`

  it('fails a set-returning call over the limit with PGRST124 and rolls it back', async () => {
    const before = await ages()
    const over = await post('age_all', '{}', 'application/json', strict(2))
    expect(over.status).toBe(400)
    expect(over.body).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
      hint: null,
    })
    expect(await ages()).toEqual(before)
    const within = await post('age_all', '{"years":2}', 'application/json', strict(3))
    expect(within.status).toBe(200)
    expect(await ages()).toEqual(before?.map((age) => age + 2))
  })

  it('refuses a function returning one value or one row with PGRST128', async () => {
    for (const fn of ['people_count', 'oldest']) {
      const refused = await post(fn, '{}', 'application/json', strict(5))
      expect(refused.status).toBe(400)
      expect(refused.body).toEqual({
        code: 'PGRST128',
        message:
          'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
        details: null,
        hint: null,
      })
    }
  })

  it('is ignored without handling=strict', async () => {
    const lenient = await post('age_all', '{"years":0}', 'application/json', 'max-affected=1')
    expect(lenient.status).toBe(200)
  })
})
