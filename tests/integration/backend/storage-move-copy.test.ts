// Moving and copying objects through supabase-js, run as the caller as storage-api runs them: a
// move needs select and update on the source (and the update's check on where it lands), a copy
// select on the source and insert at the destination. Here: each user's own folder in 'docs' and
// 'archive', and an 'inbox' bucket whose policies allow reading and adding but no update.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'

const SQL = /* sql */ `
insert into storage.buckets (id, name, public) values
  ('docs', 'docs', false), ('archive', 'archive', false), ('inbox', 'inbox', false);
create policy "own folder" on storage.objects for all to authenticated
  using (bucket_id in ('docs', 'archive') and (storage.foldername(name))[1] = auth.uid()::text)
  with check (bucket_id in ('docs', 'archive') and (storage.foldername(name))[1] = auth.uid()::text);
create policy "inbox read" on storage.objects for select to authenticated
  using (bucket_id = 'inbox' and (storage.foldername(name))[1] = auth.uid()::text);
create policy "inbox add" on storage.objects for insert to authenticated
  with check (bucket_id = 'inbox' and (storage.foldername(name))[1] = auth.uid()::text);
`

let server: TestServer
const alice = randomUUID()
const bob = randomUUID()
const as = async (sub: string) =>
  server.client(await server.ctx.jwt.sign({ role: 'authenticated', sub })).storage

const text = (s: string) => new Blob([s], { type: 'text/plain' })
const status = (error: unknown) => (error as { status?: number } | null)?.status
const read = async (bucket: string, path: string, sub = alice) =>
  (await (await as(sub)).from(bucket).download(path)).data?.text()

beforeAll(async () => {
  server = await startTestServer({ extraSql: SQL })
})
afterAll(() => server?.close())

describe('storage move', () => {
  it('renames an object within its bucket and into another, bytes and all', async () => {
    const docs = (await as(alice)).from('docs')
    const up = await docs.upload(`${alice}/a.txt`, text('hello'))
    expect(up.error).toBeNull()

    // storage-api's answer: the row keeps its id, Key is the new name.
    const moved = await docs.move(`${alice}/a.txt`, `${alice}/sub/b.txt`)
    expect(moved).toEqual({
      data: { message: 'Successfully moved', Id: up.data?.id, Key: `${alice}/sub/b.txt` },
      error: null,
    })
    expect(await read('docs', `${alice}/sub/b.txt`)).toBe('hello')
    expect(status((await docs.download(`${alice}/a.txt`)).error)).toBe(404)

    const across = await docs.move(`${alice}/sub/b.txt`, `${alice}/b.txt`, {
      destinationBucket: 'archive',
    })
    expect(across.error).toBeNull()
    expect(await read('archive', `${alice}/b.txt`)).toBe('hello')
    expect((await docs.list(`${alice}/sub`)).data).toEqual([])
  })

  it("refuses another user's object, a landing place the policies refuse, and a taken name", async () => {
    const mine = (await as(alice)).from('docs')
    await mine.upload(`${alice}/keep.txt`, text('mine'))
    await mine.upload(`${alice}/other.txt`, text('other'))

    const theirs = (await as(bob)).from('docs')
    const stolen = await theirs.move(`${alice}/keep.txt`, `${bob}/keep.txt`)
    expect(status(stolen.error)).toBe(404)
    expect(stolen.error?.message).toBe('Object not found')

    const planted = await mine.move(`${alice}/keep.txt`, `${bob}/gift.txt`)
    expect(status(planted.error)).toBe(403)
    expect(planted.error?.message).toBe('new row violates row-level security policy')

    const taken = await mine.move(`${alice}/keep.txt`, `${alice}/other.txt`)
    expect(status(taken.error)).toBe(409)
    expect(taken.error?.message).toBe('The resource already exists')
    expect(await read('docs', `${alice}/keep.txt`)).toBe('mine')
    expect(await read('docs', `${alice}/other.txt`)).toBe('other')
  })

  it('needs update on the source: a readable object without that policy stays put', async () => {
    const inbox = (await as(alice)).from('inbox')
    expect((await inbox.upload(`${alice}/note.txt`, text('note'))).error).toBeNull()
    const moved = await inbox.move(`${alice}/note.txt`, `${alice}/renamed.txt`)
    expect(status(moved.error)).toBe(404)
    expect(await read('inbox', `${alice}/note.txt`)).toBe('note')
  })

  it('refuses a destination name storage-api does not accept and a missing source', async () => {
    const docs = (await as(alice)).from('docs')
    await docs.upload(`${alice}/plain.txt`, text('x'))
    const bad = await docs.move(`${alice}/plain.txt`, `${alice}/café.txt`)
    expect(status(bad.error)).toBe(400)
    expect(bad.error?.message).toBe(`Invalid key: ${alice}/café.txt`)
    expect(status((await docs.move(`${alice}/none.txt`, `${alice}/x.txt`)).error)).toBe(404)

    // A body missing a field is refused as storage-api's schema refuses it.
    const token = await server.ctx.jwt.sign({ role: 'authenticated', sub: alice })
    const res = await fetch(`${server.url}/storage/v1/object/move`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
      body: JSON.stringify({ bucketId: 'docs', sourceKey: `${alice}/plain.txt` }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'InvalidRequest',
      message: "body must have required property 'destinationKey'",
    })
  })
})

describe('storage copy', () => {
  it('copies an object, leaving the source, with its metadata unless told otherwise', async () => {
    const docs = (await as(alice)).from('docs')
    await docs.upload(`${alice}/src.txt`, text('copy me'), { metadata: { label: 'x' } })

    const copied = await docs.copy(`${alice}/src.txt`, `${alice}/dst.txt`)
    expect(copied).toEqual({ data: { path: `docs/${alice}/dst.txt` }, error: null })
    expect(await read('docs', `${alice}/dst.txt`)).toBe('copy me')
    expect(await read('docs', `${alice}/src.txt`)).toBe('copy me')
    const info = (await docs.info(`${alice}/dst.txt`)).data
    expect(info).toMatchObject({ contentType: 'text/plain', metadata: { label: 'x' } })

    const retyped = await docs.copy(`${alice}/src.txt`, `${alice}/typed.txt`, {
      destinationBucket: 'archive',
      copyMetadata: false,
      metadata: { mimetype: 'text/markdown' },
    })
    expect(retyped.data?.path).toBe(`archive/${alice}/typed.txt`)
    const typed = (await (await as(alice)).from('archive').info(`${alice}/typed.txt`)).data
    expect(typed).toMatchObject({ contentType: 'text/markdown', size: 7, metadata: null })

    // Removing the copy leaves the source's bytes alone (each row has its own).
    await docs.remove([`${alice}/dst.txt`])
    expect(await read('docs', `${alice}/src.txt`)).toBe('copy me')
  })

  it("refuses another user's object, their folder and a taken name", async () => {
    const mine = (await as(alice)).from('docs')
    await mine.upload(`${alice}/private.txt`, text('secret'))
    await mine.upload(`${alice}/exists.txt`, text('exists'))

    const leak = await (await as(bob)).from('docs').copy(`${alice}/private.txt`, `${bob}/x.txt`)
    expect(status(leak.error)).toBe(404)
    expect(await read('docs', `${bob}/x.txt`, bob)).toBeUndefined()

    const planted = await mine.copy(`${alice}/private.txt`, `${bob}/gift.txt`)
    expect(status(planted.error)).toBe(403)
    const taken = await mine.copy(`${alice}/private.txt`, `${alice}/exists.txt`)
    expect(status(taken.error)).toBe(409)
    expect(await read('docs', `${alice}/exists.txt`)).toBe('exists')
  })

  it('needs only select and insert: an inbox object the caller cannot update still copies', async () => {
    const storage = await as(alice)
    await storage.from('inbox').upload(`${alice}/letter.txt`, text('dear'))
    const copied = await storage
      .from('inbox')
      .copy(`${alice}/letter.txt`, `${alice}/letter.txt`, { destinationBucket: 'docs' })
    expect(copied.error).toBeNull()
    expect(await read('docs', `${alice}/letter.txt`)).toBe('dear')
  })
})
