// Row level security over REST: each request runs as the JWT's role with its claims, so two
// users never see or change each other's rows, anon gets nothing, service_role bypasses RLS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { makeUser, REST_TEST_SQL, serviceClient, type TestUser } from './rest-fixture.ts'

let server: TestServer
let alice: TestUser
let bob: TestUser
beforeAll(async () => {
  server = await startTestServer({ extraSql: REST_TEST_SQL })
  alice = await makeUser(server)
  bob = await makeUser(server)
  await server
    .client(alice.token)
    .from('todos')
    .insert([{ title: 'alice 1' }, { title: 'alice 2' }])
  await server.client(bob.token).from('todos').insert({ title: 'bob 1' })
})
afterAll(() => server?.close())

const titles = (rows: Array<{ title: string }> | null) => (rows ?? []).map((r) => r.title).sort()

describe('RLS isolation', () => {
  it('shows each user only their own rows, with auth.uid() as the owner default', async () => {
    const a = await server.client(alice.token).from('todos').select('title, owner')
    expect(titles(a.data)).toEqual(['alice 1', 'alice 2'])
    expect(a.data?.every((r) => r.owner === alice.id)).toBe(true)
    const b = await server.client(bob.token).from('todos').select('title')
    expect(titles(b.data)).toEqual(['bob 1'])
  })

  it('gives anon nothing to read and refuses its writes with 401 (42501)', async () => {
    const read = await server.client().from('todos').select()
    expect(read.data).toEqual([])
    const write = await server.client().from('todos').insert({ title: 'anon', owner: alice.id })
    expect(write.status).toBe(401)
    expect(write.error?.code).toBe('42501')
  })

  it('refuses inserting a row owned by someone else with 403 (42501)', async () => {
    const r = await server
      .client(bob.token)
      .from('todos')
      .insert({ title: 'forged', owner: alice.id })
    expect(r.status).toBe(403)
    expect(r.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "todos"',
    })
  })

  it("cannot update or delete another user's rows", async () => {
    const upd = await server
      .client(bob.token)
      .from('todos')
      .update({ done: true })
      .eq('title', 'alice 1')
      .select()
    expect(upd.data).toEqual([])
    const del = await server
      .client(bob.token)
      .from('todos')
      .delete()
      .neq('title', 'x')
      .select('title')
    expect(titles(del.data)).toEqual(['bob 1'])
    const still = await server
      .client(alice.token)
      .from('todos')
      .select('title, done')
      .order('title')
    expect(still.data).toEqual([
      { title: 'alice 1', done: false },
      { title: 'alice 2', done: false },
    ])
  })

  it('lets service_role bypass RLS', async () => {
    const all = await serviceClient(server).from('todos').select('title')
    expect(titles(all.data)).toEqual(['alice 1', 'alice 2'])
  })

  it('keeps claims per request: interleaved users never see each other', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server
          .client(i % 2 ? alice.token : bob.token)
          .from('todos')
          .select('title'),
      ),
    )
    results.forEach((r, i) => expect(titles(r.data)).toEqual(i % 2 ? ['alice 1', 'alice 2'] : []))
  })
})
