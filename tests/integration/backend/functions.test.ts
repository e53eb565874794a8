// The edge-function host through supabase-js functions.invoke and raw fetch: body and method
// passthrough, sub-paths, JWT verification like the hosted gateway, 404, thrown errors, boot
// errors, CORS preflight, and a function reaching the database with the caller's JWT.
import path from 'node:path'
import { FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { makeUser, type TestUser } from './realtime-helpers.ts'

const FUNCTIONS_DIR = path.join(import.meta.dirname, 'fixtures', 'functions')
const SCHEMA = `
create table public.fn_notes (id serial primary key, owner uuid not null, body text not null);
alter table public.fn_notes enable row level security;
create policy fn_notes_owner on public.fn_notes for select to authenticated using (owner = auth.uid());
`

let server: TestServer
let alice: TestUser
let bob: TestUser

beforeAll(async () => {
  server = await startTestServer({ functionsDir: FUNCTIONS_DIR, extraSql: SCHEMA })
  alice = await makeUser(server)
  bob = await makeUser(server)
  await server.ctx.db.transaction(async (tx) => {
    await tx.query(`insert into fn_notes (owner, body) values ($1, 'a1'), ($1, 'a2'), ($2, 'b1')`, [
      alice.id,
      bob.id,
    ])
  })
})
afterAll(async () => {
  await server?.close()
})

const fnUrl = (rest: string): string => `${server.url}/functions/v1/${rest}`

describe('functions host', () => {
  it('invokes a function with a JSON body, the env and the client address', async () => {
    const { data, error } = await server
      .client(alice.token)
      .functions.invoke('echo', { body: { hello: 'world' } })
    expect(error).toBeNull()
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      body: '{"hello":"world"}',
      contentType: 'application/json',
      authorization: true,
      forwardedFor: '127.0.0.1',
      supabaseUrl: server.url,
      hasAnonKey: true,
      dbUrl: null,
      secret: 'shh',
    })
  })

  it('passes methods, sub-paths and query strings through', async () => {
    const res = await fetch(fnUrl('echo/items/42?x=1'), {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${server.anonKey}`, 'Content-Type': 'text/plain' },
      body: 'raw text',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      method: 'PATCH',
      path: '/echo/items/42',
      query: '?x=1',
      body: 'raw text',
    })
    const get = await server.client().functions.invoke('echo', { method: 'GET' })
    expect(get.data).toMatchObject({ method: 'GET', body: '' })
  })

  it('rejects missing and invalid JWTs like the gateway, unless verify_jwt is off', async () => {
    const missing = await fetch(fnUrl('echo'), { method: 'POST' })
    expect(missing.status).toBe(401)
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' })
    const forged = await server
      .client(`${alice.token.slice(0, -3)}abc`)
      .functions.invoke('echo', { body: {} })
    expect(forged.error).toBeInstanceOf(FunctionsHttpError)
    const context = (forged.error as FunctionsHttpError).context as Response
    expect(context.status).toBe(401)
    expect(await context.json()).toEqual({ msg: 'Invalid JWT' })
    const open = await fetch(fnUrl('open'))
    expect(open.status).toBe(200)
    expect(await open.text()).toBe('open to all')
  })

  it('answers 404 for unknown functions and names that are not functions', async () => {
    for (const name of ['nope', '_shared', '..%2Fecho', 'disabled']) {
      const res = await fetch(fnUrl(name), {
        method: 'POST',
        headers: { Authorization: `Bearer ${server.anonKey}` },
      })
      expect(res.status, name).toBe(404)
      expect(await res.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Requested function was not found',
      })
    }
  })

  it('turns a thrown error into a 500 and keeps serving; app errors pass through', async () => {
    const thrown = await server.client().functions.invoke('boom', { body: {} })
    expect(thrown.error).toBeInstanceOf(FunctionsHttpError)
    const res = (thrown.error as FunctionsHttpError).context as Response
    expect(res.status).toBe(500)
    expect(await res.json()).toMatchObject({ code: 'WORKER_ERROR' })
    const app = await server.client().functions.invoke('boom?status', { body: {} })
    expect(((app.error as FunctionsHttpError).context as Response).status).toBe(422)
    const again = await server.client().functions.invoke('echo', { body: 'still up' })
    expect(again.data).toMatchObject({ body: 'still up' })
  })

  it('reports a function that never calls Deno.serve as a relay boot error', async () => {
    const { error } = await server.client().functions.invoke('no-serve', { body: {} })
    expect(error).toBeInstanceOf(FunctionsRelayError)
    expect(((error as FunctionsRelayError).context as Response).status).toBe(503)
  })

  it('answers CORS preflights without a JWT', async () => {
    const res = await fetch(fnUrl('echo'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    })
    expect(res.status).toBeLessThan(300)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/i)
  })

  it('lets a function reach the database as the caller through npm:@supabase/supabase-js@2', async () => {
    const asAlice = await server.client(alice.token).functions.invoke('whoami')
    expect(asAlice.error).toBeNull()
    expect(asAlice.data).toEqual({ bodies: ['a1', 'a2'] })
    const asBob = await server.client(bob.token).functions.invoke('whoami')
    expect(asBob.data).toEqual({ bodies: ['b1'] })
  })
})
