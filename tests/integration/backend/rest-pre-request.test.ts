// PostgREST's pre-request function: named by the authenticator's pgrst.db_pre_request setting,
// called in each API request's transaction (reads, writes and RPC) after the role and the request
// settings are in place; what it raises is the answer (PTxxx sets the status).
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'

const SQL = /* sql */ `
create table public.notes (id integer primary key, body text not null);
grant select, insert on public.notes to anon;
insert into public.notes values (1, 'hello');
create function public.echo(v text) returns text language sql as $$ select v $$;
create function public.gate() returns void language plpgsql as $$
begin
  if current_setting('request.headers', true)::json ->> 'x-closed' = 'yes' then
    raise sqlstate 'PT423' using message = 'Closed for the night',
      hint = current_user || ' ' || current_setting('request.method', true);
  end if;
end $$;
alter role authenticator set pgrst.db_pre_request to 'public.gate';
`

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ extraSql: SQL })
})
afterAll(() => server?.close())

const closed = () =>
  createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { 'x-closed': 'yes' } },
  })

describe('the pre-request function', () => {
  it('lets requests through when it returns', async () => {
    const { data, error } = await server.client().from('notes').select('body')
    expect(error).toBeNull()
    expect(data).toEqual([{ body: 'hello' }])
  })

  it('answers reads, writes and RPC with what it raises, as the request role', async () => {
    const read = await closed().from('notes').select('body')
    expect(read.status).toBe(423)
    expect(read.error).toMatchObject({
      code: 'PT423',
      message: 'Closed for the night',
      hint: 'anon GET',
    })
    const write = await closed().from('notes').insert({ id: 2, body: 'late' })
    expect(write.status).toBe(423)
    expect(write.error?.hint).toBe('anon POST')
    const call = await closed().rpc('echo', { v: 'x' })
    expect(call.status).toBe(423)
    const [row] = (
      await server.ctx.db.transaction((tx) =>
        tx.query('select count(*)::int as n from public.notes'),
      )
    ).rows as Array<{ n: number }>
    expect(row).toEqual({ n: 1 })
  })
})
