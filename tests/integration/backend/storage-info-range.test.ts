// Reading objects the way browsers and supabase-js do, as storage-api (and the S3 behind it)
// answers: info() and exists(), HEAD, byte ranges for media (206, 416), conditional requests
// (ETag, If-None-Match, If-Modified-Since -> 304), Last-Modified and Content-Length, `download`
// names, and never HTML served as HTML. Private objects stay the owner's (policies decide).
import { createHash, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'

const SQL = /* sql */ `
insert into storage.buckets (id, name, public) values ('docs', 'docs', false), ('media', 'media', true);
create policy "own folder" on storage.objects for all to authenticated
  using ((storage.foldername(name))[1] = auth.uid()::text)
  with check ((storage.foldername(name))[1] = auth.uid()::text);
`

let server: TestServer
const alice = randomUUID()
const bob = randomUUID()
const tokens = new Map<string, string>()
const as = async (sub: string) => server.client(tokens.get(sub)).storage
const status = (error: unknown) => (error as { status?: number } | null)?.status

const BYTES = Uint8Array.from({ length: 100 }, (_, i) => i)
const CLIP = `${randomUUID()}/clip.bin`

/** A raw request to the storage API as `sub` (or with the anon key only). */
const call = (path: string, init: RequestInit & { sub?: string } = {}) => {
  const headers = new Headers(init.headers)
  headers.set('apikey', server.anonKey)
  if (init.sub) headers.set('authorization', `Bearer ${tokens.get(init.sub)}`)
  return fetch(`${server.url}/storage/v1${path}`, { ...init, headers })
}

beforeAll(async () => {
  server = await startTestServer({ extraSql: SQL })
  for (const sub of [alice, bob])
    tokens.set(sub, await server.ctx.jwt.sign({ role: 'authenticated', sub }))
  const docs = (await as(alice)).from('docs')
  await docs.upload(`${alice}/clip.bin`, new Blob([BYTES], { type: 'video/mp4' }))
  await docs.upload(`${alice}/note.txt`, new Blob(['hello'], { type: 'text/plain' }), {
    metadata: { label: 'first' },
  })
  await server
    .client(server.serviceRoleKey)
    .storage.from('media')
    .upload(CLIP, new Blob([BYTES], { type: 'video/mp4' }))
})
afterAll(() => server?.close())

describe('object info and exists', () => {
  it('describes an object its caller can read', async () => {
    const info = await (await as(alice)).from('docs').info(`${alice}/note.txt`)
    expect(info.error).toBeNull()
    expect(info.data).toEqual({
      id: expect.any(String),
      name: `${alice}/note.txt`,
      version: expect.any(String),
      bucketId: 'docs',
      size: 5,
      contentType: 'text/plain',
      cacheControl: 'max-age=3600',
      etag: `"${createHash('md5').update('hello').digest('hex')}"`,
      metadata: { label: 'first' },
      lastModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    })
  })

  it("tells present from missing, and another user's private object is missing", async () => {
    const docs = (await as(alice)).from('docs')
    expect((await docs.exists(`${alice}/note.txt`)).data).toBe(true)
    expect((await docs.exists(`${alice}/none.txt`)).data).toBe(false)
    const theirs = (await as(bob)).from('docs')
    expect((await theirs.exists(`${alice}/note.txt`)).data).toBe(false)
    const info = await theirs.info(`${alice}/note.txt`)
    expect(status(info.error)).toBe(404)
    expect(info.error).toMatchObject({ message: 'Object not found', code: 'NoSuchKey' })
    // With the anon key only, a private bucket's objects are out of reach too.
    expect((await call(`/object/info/docs/${alice}/note.txt`)).status).toBe(404)
    const authenticated = `/object/info/authenticated/docs/${alice}/note.txt`
    expect((await call(authenticated, { sub: alice })).status).toBe(200)
    expect((await call(authenticated, { sub: bob })).status).toBe(404)
    const pub = await call(`/object/info/public/media/${CLIP}`)
    expect(await pub.json()).toMatchObject({ size: 100, content_type: 'video/mp4' })
  })

  it('answers HEAD with the headers of a GET and no body', async () => {
    const head = await call(`/object/docs/${alice}/note.txt`, { method: 'HEAD', sub: alice })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe('5')
    expect(head.headers.get('content-type')).toBe('text/plain')
    expect(head.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
    expect(await head.text()).toBe('')
    const theirs = await call(`/object/docs/${alice}/note.txt`, { method: 'HEAD', sub: bob })
    expect(theirs.status).toBe(404)
  })
})

describe('downloads', () => {
  it('serve byte ranges as S3 does: 206 with Content-Range, 416 past the end', async () => {
    const get = (range: string) =>
      call(`/object/docs/${alice}/clip.bin`, { sub: alice, headers: { range } })
    const middle = await get('bytes=10-19')
    expect(middle.status).toBe(206)
    expect(middle.headers.get('content-range')).toBe('bytes 10-19/100')
    expect(middle.headers.get('content-length')).toBe('10')
    expect(middle.headers.get('accept-ranges')).toBe('bytes')
    expect([...new Uint8Array(await middle.arrayBuffer())]).toEqual([...BYTES.slice(10, 20)])

    expect((await get('bytes=90-')).headers.get('content-range')).toBe('bytes 90-99/100')
    const tail = await get('bytes=-5')
    expect([...new Uint8Array(await tail.arrayBuffer())]).toEqual([95, 96, 97, 98, 99])
    expect((await get('bytes=0-1000')).headers.get('content-range')).toBe('bytes 0-99/100')
    const past = await get('bytes=100-')
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe('bytes */100')
    // Several ranges at once are not served as such: the whole object comes back.
    const several = await get('bytes=0-1,5-6')
    expect(several.status).toBe(200)
    expect(several.headers.get('content-length')).toBe('100')
  })

  it('answer a copy the client already holds with 304', async () => {
    const path = `/object/docs/${alice}/note.txt`
    const first = await call(path, { sub: alice })
    const eTag = first.headers.get('etag')!
    const lastModified = first.headers.get('last-modified')!
    expect(Date.parse(lastModified)).not.toBeNaN()

    const same = await call(path, { sub: alice, headers: { 'if-none-match': eTag } })
    expect(same.status).toBe(304)
    expect(same.headers.get('etag')).toBe(eTag)
    expect(await same.text()).toBe('')
    const since = await call(path, { sub: alice, headers: { 'if-modified-since': lastModified } })
    expect(since.status).toBe(304)
    const changed = await call(path, { sub: alice, headers: { 'if-none-match': '"other"' } })
    expect(changed.status).toBe(200)
    expect(await changed.text()).toBe('hello')

    // A range of an older version (If-Range no longer matches) gets the whole object.
    const stale = await call(`/object/docs/${alice}/clip.bin`, {
      sub: alice,
      headers: { range: 'bytes=0-9', 'if-range': '"older"' },
    })
    expect(stale.status).toBe(200)
  })

  it('name the file to save with ?download, on public and authenticated routes', async () => {
    const media = server.client().storage.from('media')
    const publicUrl = media.getPublicUrl(CLIP, { download: 'my clip.mp4' }).data.publicUrl
    const res = await fetch(publicUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(
      "attachment; filename=my%20clip.mp4; filename*=UTF-8''my%20clip.mp4",
    )
    const bare = await fetch(media.getPublicUrl(CLIP, { download: true }).data.publicUrl)
    expect(bare.headers.get('content-disposition')).toBe('attachment;')
    const own = await call(`/object/authenticated/docs/${alice}/note.txt?download=n.txt`, {
      sub: alice,
    })
    expect(own.headers.get('content-disposition')).toContain('filename=n.txt')
  })

  it('serve an uploaded HTML page as plain text, never as a page of this origin', async () => {
    const docs = (await as(alice)).from('docs')
    await docs.upload(`${alice}/page.html`, new Blob(['<script>1</script>'], { type: 'text/html' }))
    const res = await call(`/object/docs/${alice}/page.html`, { sub: alice })
    expect(res.headers.get('content-type')).toBe('text/plain')
  })
})
