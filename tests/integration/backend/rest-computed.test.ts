// Computed fields: a function taking a table's row type (full_name(user_profiles)) reads as a
// column of that table. PostgREST serves it when selected by name (never in *), in filters and
// orders, with aliases, casts and JSON paths, and on the rows a function returns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'

const SQL = /* sql */ `
create table public.user_profiles (
  id integer primary key, first_name text not null, last_name text not null, born date
);
insert into public.user_profiles values
  (1, 'Ada', 'Lovelace', '1815-12-10'),
  (2, 'Alan', 'Turing', '1912-06-23'),
  (3, 'Grace', 'Hopper', '1906-12-09');
create function public.full_name(public.user_profiles) returns text language sql stable
  as $$ select $1.first_name || ' ' || $1.last_name $$;
create function public.initials(p public.user_profiles, sep text default '.') returns text
  language sql stable as $$ select left(p.first_name, 1) || sep || left(p.last_name, 1) || sep $$;
create function public.facts(public.user_profiles) returns jsonb language sql stable
  as $$ select jsonb_build_object('born_year', extract(year from $1.born)::int) $$;
create function public.profiles_named(name text) returns setof public.user_profiles
  language sql stable as $$ select * from public.user_profiles where first_name = name $$;
`

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ extraSql: SQL })
})
afterAll(() => server?.close())

const profiles = () => server.client().from('user_profiles')

describe('computed fields', () => {
  it('are selectable by name, with an alias, a cast or a JSON path', async () => {
    const { data, error } = await profiles()
      .select('id, full_name, short:initials, year:facts->born_year, id_text:id::text')
      .order('id')
    expect(error).toBeNull()
    expect(data).toEqual([
      { id: 1, full_name: 'Ada Lovelace', short: 'A.L.', year: 1815, id_text: '1' },
      { id: 2, full_name: 'Alan Turing', short: 'A.T.', year: 1912, id_text: '2' },
      { id: 3, full_name: 'Grace Hopper', short: 'G.H.', year: 1906, id_text: '3' },
    ])
  })

  it('are not part of *', async () => {
    const { data } = await profiles().select('*').eq('id', 1)
    expect(data).toEqual([{ id: 1, first_name: 'Ada', last_name: 'Lovelace', born: '1815-12-10' }])
  })

  it('filter and order like columns', async () => {
    const eq = await profiles().select('id').eq('full_name', 'Alan Turing')
    expect(eq.data).toEqual([{ id: 2 }])
    const like = await profiles().select('id').ilike('full_name', '%hop%')
    expect(like.data).toEqual([{ id: 3 }])
    const ordered = await profiles().select('full_name').order('full_name', { ascending: false })
    expect(ordered.data?.map((r) => r.full_name)).toEqual([
      'Grace Hopper',
      'Alan Turing',
      'Ada Lovelace',
    ])
    const counted = await profiles()
      .select('id', { count: 'exact' })
      .or('full_name.eq.Ada Lovelace,full_name.eq.Grace Hopper')
    expect(counted.count).toBe(2)
  })

  it('apply to the rows a function returns', async () => {
    const { data } = await server
      .client()
      .rpc('profiles_named', { name: 'Ada' })
      .select('id, full_name')
    expect(data).toEqual([{ id: 1, full_name: 'Ada Lovelace' }])
  })

  it('leave an unknown name a 42703 error', async () => {
    const { error, status } = await profiles().select('nope')
    expect(status).toBe(400)
    expect(error?.code).toBe('42703')
    expect(error?.message).toBe('column user_profiles.nope does not exist')
  })
})
