// Exposed schemas ([api] schemas in config.toml): the first is the default, Accept-Profile (reads)
// and Content-Profile (writes, RPC by POST) choose another, as supabase-js' db.schema and
// .schema() send them; any other schema answers PostgREST's 406 PGRST106.
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'

const SQL = /* sql */ `
create table public.notes (id integer primary key, body text not null);
insert into public.notes values (1, 'from public');
create schema api;
grant usage on schema api to anon, authenticated, service_role;
create table api.notes (id integer primary key, body text not null);
grant select, insert, update, delete on api.notes to anon, authenticated, service_role;
insert into api.notes values (1, 'from api');
create function api.note_count() returns bigint language sql stable
  as $$ select count(*) from api.notes $$;
create schema private;
grant usage on schema private to anon;
create table private.secrets (id integer primary key);
grant select on private.secrets to anon;
`

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ extraSql: SQL, apiSchemas: ['public', 'api'] })
})
afterAll(() => server?.close())

const NOT_EXPOSED = {
  code: 'PGRST106',
  message: 'Invalid schema: private',
  details: null,
  hint: 'Only the following schemas are exposed: public, api',
}

describe('exposed schemas', () => {
  it('serve the first schema by default', async () => {
    const { data } = await server.client().from('notes').select('body')
    expect(data).toEqual([{ body: 'from public' }])
  })

  it('serve another exposed schema through .schema() and db.schema', async () => {
    const viaSchema = await server.client().schema('api').from('notes').select('body')
    expect(viaSchema.data).toEqual([{ body: 'from api' }])
    const client = createClient(server.url, server.anonKey, {
      db: { schema: 'api' },
      auth: { persistSession: false, autoRefreshToken: false },
    })
    const insert = await client.from('notes').insert({ id: 2, body: 'second' }).select()
    expect(insert.status).toBe(201)
    expect(insert.data).toEqual([{ id: 2, body: 'second' }])
    expect((await client.rpc('note_count')).data).toBe(2)
    const publicNotes = await server.client().from('notes').select('id')
    expect(publicNotes.data).toEqual([{ id: 1 }])
  })

  it('name the schema served in Content-Profile', async () => {
    const res = await fetch(`${server.url}/rest/v1/notes?select=id`, {
      headers: { apikey: server.anonKey, 'Accept-Profile': 'api' },
    })
    expect(res.headers.get('content-profile')).toBe('api')
    const byDefault = await fetch(`${server.url}/rest/v1/notes?select=id`, {
      headers: { apikey: server.anonKey },
    })
    expect(byDefault.headers.get('content-profile')).toBe('public')
  })

  it('refuse a schema that is not exposed with 406 PGRST106, for reads and writes', async () => {
    const read = await server.client().schema('private').from('secrets').select()
    expect(read.status).toBe(406)
    expect(read.error).toEqual(NOT_EXPOSED)
    const write = await server.client().schema('private').from('secrets').insert({ id: 1 })
    expect(write.status).toBe(406)
    expect(write.error).toEqual(NOT_EXPOSED)
    const rpc = await server.client().schema('private').rpc('anything')
    expect(rpc.error).toEqual(NOT_EXPOSED)
  })
})

describe('a single exposed schema', () => {
  let single: TestServer
  beforeAll(async () => {
    single = await startTestServer({ extraSql: SQL, apiSchemas: ['api'] })
  })
  afterAll(() => single?.close())

  it('is the default, and no Content-Profile is sent', async () => {
    const res = await fetch(`${single.url}/rest/v1/notes?select=body`, {
      headers: { apikey: single.anonKey },
    })
    expect(await res.json()).toEqual([{ body: 'from api' }])
    expect(res.headers.get('content-profile')).toBeNull()
    const refused = await single.client().from('notes').select()
    expect(refused.error).toEqual({
      ...NOT_EXPOSED,
      message: 'Invalid schema: public',
      hint: 'Only the following schemas are exposed: api',
    })
  })
})
