// Storage objects through supabase-js's storage client, as storage-api answers them: the rows in
// storage.objects are written and read as the caller, so the policies a migration puts on them
// decide (here: each user's own top folder), and a bucket's size and type limits apply first.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'

const SQL = /* sql */ `
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('docs', 'docs', false, null, null),
  ('avatars', 'avatars', true, 16, array['image/*']);
create policy "own folder" on storage.objects for all to authenticated
  using ((storage.foldername(name))[1] = auth.uid()::text)
  with check ((storage.foldername(name))[1] = auth.uid()::text);
`

let server: TestServer
const alice = randomUUID()
const bob = randomUUID()
const as = async (sub: string) =>
  server.client(await server.ctx.jwt.sign({ role: 'authenticated', sub })).storage

const text = (s: string) => new Blob([s], { type: 'text/plain' })
const status = (error: unknown) => (error as { status?: number } | null)?.status

beforeAll(async () => {
  server = await startTestServer({ extraSql: SQL })
})
afterAll(() => server?.close())

describe('storage objects', () => {
  it('uploads, lists folders and files, downloads and removes its own objects', async () => {
    const docs = (await as(alice)).from('docs')
    const up = await docs.upload(`${alice}/notes/a.txt`, text('hello'))
    expect(up.error).toBeNull()
    expect(up.data).toMatchObject({
      path: `${alice}/notes/a.txt`,
      fullPath: `docs/${alice}/notes/a.txt`,
    })

    const root = await docs.list(alice)
    expect(root.data).toEqual([expect.objectContaining({ name: 'notes', id: null })])
    const folder = await docs.list(`${alice}/notes`)
    expect(folder.data).toEqual([
      expect.objectContaining({
        name: 'a.txt',
        id: up.data?.id,
        metadata: expect.objectContaining({ size: 5, mimetype: 'text/plain' }),
      }),
    ])
    expect(await (await docs.download(`${alice}/notes/a.txt`)).data?.text()).toBe('hello')

    const removed = await docs.remove([`${alice}/notes/a.txt`])
    expect(removed.data?.map((o) => o.name)).toEqual([`${alice}/notes/a.txt`])
    expect(status((await docs.download(`${alice}/notes/a.txt`)).error)).toBe(404)
  })

  it("keeps other users' objects out of reach, as the policies say", async () => {
    const path = `${alice}/private.txt`
    expect((await (await as(alice)).from('docs').upload(path, text('mine'))).error).toBeNull()
    const docs = (await as(bob)).from('docs')
    expect(status((await docs.download(path)).error)).toBe(404)
    expect((await docs.list(alice)).data).toEqual([])
    expect((await docs.remove([path])).data).toEqual([])
    const intrusion = await docs.upload(`${alice}/planted.txt`, text('x'))
    expect(status(intrusion.error)).toBe(403)
    expect((await server.client().storage.from('docs').list(alice)).data).toEqual([])
    const still = await (await as(alice)).from('docs').download(path)
    expect(await still.data?.text()).toBe('mine')
  })

  it('refuses a second upload to a name unless upsert, and update replaces', async () => {
    const docs = (await as(alice)).from('docs')
    const path = `${alice}/twice.txt`
    expect((await docs.upload(path, text('one'))).error).toBeNull()
    const again = await docs.upload(path, text('two'))
    expect(status(again.error)).toBe(409)
    expect(again.error?.message).toBe('The resource already exists')
    expect((await docs.upload(path, text('two'), { upsert: true })).error).toBeNull()
    expect(await (await docs.download(path)).data?.text()).toBe('two')
    expect((await docs.update(path, text('three'))).error).toBeNull()
    expect(await (await docs.download(path)).data?.text()).toBe('three')
    expect(status((await docs.update(`${alice}/none.txt`, text('x'))).error)).toBe(404)
  })

  it("applies the bucket's limits and knows no missing bucket", async () => {
    const storage = await as(alice)
    const png = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/png' })
    expect((await storage.from('avatars').upload(`${alice}/ok.png`, png(16))).error).toBeNull()
    expect(status((await storage.from('avatars').upload(`${alice}/big.png`, png(17))).error)).toBe(
      413,
    )
    expect(status((await storage.from('avatars').upload(`${alice}/a.txt`, text('x'))).error)).toBe(
      415,
    )
    const missing = await storage.from('nope').upload(`${alice}/a.txt`, text('x'))
    expect(status(missing.error)).toBe(404)
    expect(missing.error?.message).toBe('Bucket not found')
  })

  it('serves public buckets by public URL, and private ones not', async () => {
    const storage = await as(alice)
    await storage
      .from('avatars')
      .upload(`${alice}/face.png`, new Blob(['png'], { type: 'image/png' }))
    const url = storage.from('avatars').getPublicUrl(`${alice}/face.png`).data.publicUrl
    const res = await fetch(url, { headers: { apikey: server.anonKey } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(await res.text()).toBe('png')
    await storage.from('docs').upload(`${alice}/secret.txt`, text('s'))
    const hidden = storage.from('docs').getPublicUrl(`${alice}/secret.txt`).data.publicUrl
    expect((await fetch(hidden, { headers: { apikey: server.anonKey } })).status).toBe(404)
  })
})
