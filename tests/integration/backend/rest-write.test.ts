// REST writes through supabase-js: insert (one, many, defaults), upsert (merge/ignore with
// on_conflict), update, delete, return preferences, counts and the error values clients read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { REST_TEST_SQL } from './rest-fixture.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ extraSql: REST_TEST_SQL })
})
afterAll(() => server?.close())

const raw = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${server.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json', ...init.headers },
  })

describe('insert', () => {
  it('inserts one row with an empty 201 when no representation is asked for', async () => {
    const res = await raw('tags', { method: 'POST', body: JSON.stringify({ name: 'plumbing' }) })
    expect(res.status).toBe(201)
    expect(await res.text()).toBe('')
    const r = await server.client().from('tags').insert({ name: 'welding' })
    expect(r).toMatchObject({ error: null, data: null, status: 201 })
  })

  it('inserts many rows and returns them with .select()', async () => {
    const { data, error, status } = await server
      .client()
      .from('tags')
      .insert([
        { name: 'hvac', uses: 2, label: 'HVAC' },
        { name: 'roofing', uses: 1 },
      ])
      .select('name, uses, label')
    expect(error).toBeNull()
    expect(status).toBe(201)
    // columns= is the union of keys: a key missing from one object becomes NULL there.
    expect(data).toEqual([
      { name: 'hvac', uses: 2, label: 'HVAC' },
      { name: 'roofing', uses: 1, label: null },
    ])
  })

  it('uses column defaults for missing keys with defaultToNull: false (missing=default)', async () => {
    const { data, error } = await server
      .client()
      .from('tags')
      .insert([{ name: 'tiling', uses: 4 }, { name: 'framing' }], { defaultToNull: false })
      .select('name, uses')
    expect(error).toBeNull()
    expect(data).toEqual([
      { name: 'tiling', uses: 4 },
      { name: 'framing', uses: 0 },
    ])
  })

  it('inserts all defaults for a row naming none of the columns (missing=default)', async () => {
    const res = await raw('tags?columns=uses,label&select=uses,label', {
      method: 'POST',
      headers: { Prefer: 'missing=default, return=representation' },
      body: JSON.stringify([{ other: 1 }]),
    })
    // tags.name has no default: Postgres' not-null error, not a parameter mismatch (503 08P01).
    expect(res.status).toBe(400)
    expect(((await res.json()) as { code: string }).code).toBe('23502')
  })

  it('reports duplicate keys as 409 with code 23505 and details', async () => {
    const { error, status } = await server.client().from('tags').insert({ name: 'plumbing' })
    expect(status).toBe(409)
    expect(error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "tags_pkey"',
      details: 'Key (name)=(plumbing) already exists.',
    })
  })

  it('reports unknown payload columns as PGRST204 and bad JSON as PGRST102', async () => {
    const { error, status } = await server.client().from('tags').insert({ name: 'x', nope: 1 })
    expect(status).toBe(400)
    expect(error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'tags' in the schema cache",
    })
    const bad = await raw('tags', { method: 'POST', body: '{"name":' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).code).toBe('PGRST102')
  })

  it('reports constraint violations as 400 with the SQLSTATE', async () => {
    const { error, status } = await server.client().from('items').insert({ id: 'z' })
    expect(status).toBe(400)
    expect(error?.code).toBe('23502')
  })

  it('returns a single object for insert().select().single() and Location for headers-only', async () => {
    const { data } = await server
      .client()
      .from('tags')
      .insert({ name: 'masonry' })
      .select()
      .single()
    expect(data).toEqual({ name: 'masonry', uses: 0, label: null })
    const res = await raw('tags', {
      method: 'POST',
      body: JSON.stringify({ name: 'glazing' }),
      headers: { Prefer: 'return=headers-only' },
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('location')).toBe('/tags?name=eq.glazing')
  })
})

describe('upsert', () => {
  it('merges duplicates on the primary key', async () => {
    await server.client().from('tags').insert({ name: 'electrical', uses: 1 })
    const { data, error, status } = await server
      .client()
      .from('tags')
      .upsert([
        { name: 'electrical', uses: 9 },
        { name: 'carpentry', uses: 3 },
      ])
      .select('name, uses')
      .order('name')
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toEqual([
      { name: 'electrical', uses: 9 },
      { name: 'carpentry', uses: 3 },
    ])
    const again = await server
      .client()
      .from('tags')
      .upsert({ name: 'electrical', uses: 10 })
      .select('uses')
    expect(again.status).toBe(200)
    expect(again.data).toEqual([{ uses: 10 }])
  })

  it('ignores duplicates with ignoreDuplicates and honours onConflict', async () => {
    const { data } = await server
      .client()
      .from('tags')
      .upsert({ name: 'electrical', uses: 99 }, { onConflict: 'name', ignoreDuplicates: true })
      .select()
    expect(data).toEqual([])
    const row = await server.client().from('tags').select('uses').eq('name', 'electrical').single()
    expect(row.data).toEqual({ uses: 10 })
  })
})

describe('update and delete', () => {
  it('updates matching rows: 204 by default, rows with .select(), count in Content-Range', async () => {
    await server
      .client()
      .from('tags')
      .insert([{ name: 'u1' }, { name: 'u2' }, { name: 'u3' }])
    const plain = await server.client().from('tags').update({ label: 'bulk' }).like('name', 'u*')
    expect(plain.status).toBe(204)
    const { data, count, status } = await server
      .client()
      .from('tags')
      .update({ uses: 5 }, { count: 'exact' })
      .in('name', ['u1', 'u2'])
      .select('name, uses, label')
    expect(status).toBe(200)
    expect(count).toBe(2)
    expect(data).toEqual([
      { name: 'u1', uses: 5, label: 'bulk' },
      { name: 'u2', uses: 5, label: 'bulk' },
    ])
    const none = await server
      .client()
      .from('tags')
      .update({ uses: 1 })
      .eq('name', 'absent')
      .select()
    expect(none).toMatchObject({ status: 200, data: [] })
  })

  it('refuses UPDATE and DELETE without filters (hosted safeupdate)', async () => {
    const u = await raw('tags', { method: 'PATCH', body: '{"uses":0}' })
    expect(u.status).toBe(400)
    expect((await u.json()).code).toBe('21000')
    const d = await server.client().from('tags').delete()
    expect(d.status).toBe(400)
    expect(d.error?.message).toBe('DELETE requires a WHERE clause')
  })

  it('deletes matching rows and can return them', async () => {
    const plain = await server.client().from('tags').delete().eq('name', 'u3')
    expect(plain.status).toBe(204)
    const { data, count } = await server
      .client()
      .from('tags')
      .delete({ count: 'exact' })
      .like('name', 'u*')
      .select('name')
      .order('name')
    expect(count).toBe(2)
    expect(data).toEqual([{ name: 'u1' }, { name: 'u2' }])
  })

  it('limits PATCH and DELETE to the first rows in order when limit is given', async () => {
    await server
      .client()
      .from('tags')
      .insert([{ name: 'l1' }, { name: 'l2' }, { name: 'l3' }])
    const upd = await raw('tags?name=like.l*&order=name.desc&limit=2', {
      method: 'PATCH',
      headers: { Prefer: 'return=representation' },
      body: '{"uses":7}',
    })
    expect(((await upd.json()) as Array<{ name: string }>).map((r) => r.name).sort()).toEqual([
      'l2',
      'l3',
    ])
    const del = await raw('tags?name=like.l*&order=name&limit=1', {
      method: 'DELETE',
      headers: { Prefer: 'return=representation' },
    })
    expect(await del.json()).toEqual([{ name: 'l1', uses: 0, label: null }])
  })

  it('rolls back with Prefer: tx=rollback', async () => {
    const r = await server.client().from('tags').insert({ name: 'ghost' }).select().rollback()
    expect(r.data).toEqual([{ name: 'ghost', uses: 0, label: null }])
    const check = await server.client().from('tags').select().eq('name', 'ghost')
    expect(check.data).toEqual([])
  })

  it('writes like the RxDB push: guarded PATCH returning the row, empty array on conflict', async () => {
    const guard = `id=eq.c&name=eq.Carrot%2C%20raw&_deleted=eq.false&select=*`
    const res = await raw(`items?${guard}`, {
      method: 'PATCH',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ id: 'c', name: 'Carrot', _deleted: true }),
    })
    expect(res.status).toBe(200)
    const rows = (await res.json()) as Array<{ name: string; _deleted: boolean }>
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ name: 'Carrot', _deleted: true })
    const stale = await raw(`items?${guard}`, {
      method: 'PATCH',
      headers: { Prefer: 'return=representation' },
      body: '{"name":"x"}',
    })
    expect(await stale.json()).toEqual([])
  })
})
