// The buckets API through supabase-js, as storage-api serves it: storage.buckets is read and
// written as the caller, so with hosted Storage's default (RLS on, no policy) only the service
// role manages buckets; here one policy lets signed-in users see public buckets. Limits are
// checked and stored as storage-api stores them, and a bucket holding objects is not deleted.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'

const SQL = /* sql */ `
create policy "see public buckets" on storage.buckets for select to authenticated
  using (public);
`

let server: TestServer
const service = () => server.client(server.serviceRoleKey).storage
const user = async () =>
  server.client(await server.ctx.jwt.sign({ role: 'authenticated', sub: randomUUID() })).storage
const status = (error: unknown) => (error as { status?: number } | null)?.status

beforeAll(async () => {
  server = await startTestServer({ extraSql: SQL })
})
afterAll(() => server?.close())

describe('storage buckets, as the service role', () => {
  it('creates, reads and updates a bucket, sizes given in bytes or as "5MB"', async () => {
    const created = await service().createBucket('photos', {
      public: false,
      fileSizeLimit: '5MB',
      allowedMimeTypes: ['image/png', 'image/*'],
    })
    expect(created).toEqual({ data: { name: 'photos' }, error: null })
    const got = await service().getBucket('photos')
    expect(got.data).toMatchObject({
      id: 'photos',
      name: 'photos',
      public: false,
      file_size_limit: 5_000_000,
      allowed_mime_types: ['image/png', 'image/*'],
    })
    expect(Date.parse(got.data!.created_at)).not.toBeNaN()

    const again = await service().createBucket('photos')
    expect(status(again.error)).toBe(409)
    expect(again.error?.message).toBe('The resource already exists')

    const updated = await service().updateBucket('photos', { public: true, fileSizeLimit: 1024 })
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null })
    expect((await service().getBucket('photos')).data).toMatchObject({
      public: true,
      file_size_limit: 1024,
      allowed_mime_types: ['image/png', 'image/*'],
    })
    expect(status((await service().updateBucket('nope', { public: true })).error)).toBe(404)
  })

  it('lists buckets with search, sort and paging', async () => {
    for (const id of ['list-a', 'list-b', 'list-c']) await service().createBucket(id)
    const all = await service().listBuckets()
    expect(all.data?.map((b) => b.id)).toEqual(expect.arrayContaining(['list-a', 'list-b']))
    expect(all.data?.[0]).toMatchObject({ type: 'STANDARD' })
    const found = await service().listBuckets({ search: 'LIST-', sortColumn: 'name' })
    expect(found.data?.map((b) => b.id)).toEqual(['list-a', 'list-b', 'list-c'])
    const page = await service().listBuckets({
      search: 'list-',
      sortColumn: 'id',
      sortOrder: 'desc',
      limit: 1,
      offset: 1,
    })
    expect(page.data?.map((b) => b.id)).toEqual(['list-b'])
    // A LIKE wildcard in the search is a plain character.
    expect((await service().listBuckets({ search: 'list%' })).data).toEqual([])
  })

  it('refuses to delete a bucket that holds objects, until it is emptied', async () => {
    await service().createBucket('trash')
    const file = new Blob(['bytes'], { type: 'text/plain' })
    expect((await service().from('trash').upload('a/b.txt', file)).error).toBeNull()

    const refused = await service().deleteBucket('trash')
    expect(status(refused.error)).toBe(409)
    expect(refused.error?.message).toBe('The bucket you tried to delete is not empty')

    expect((await service().emptyBucket('trash')).error).toBeNull()
    expect((await service().from('trash').list('a')).data).toEqual([])
    const deleted = await service().deleteBucket('trash')
    expect(deleted).toEqual({ data: { message: 'Successfully deleted' }, error: null })
    const gone = await service().getBucket('trash')
    expect(status(gone.error)).toBe(404)
    expect(gone.error?.message).toBe('Bucket not found')
    expect(status((await service().deleteBucket('trash')).error)).toBe(404)
  })

  it('refuses names, sizes and types storage-api refuses', async () => {
    const badName = await service().createBucket('no/slash')
    expect(status(badName.error)).toBe(400)
    expect(badName.error?.message).toBe('Bucket name invalid')
    const badSize = await service().createBucket('sized', { public: false, fileSizeLimit: '5XB' })
    expect(status(badSize.error)).toBe(400)
    const tooBig = await service().createBucket('huge', { public: false, fileSizeLimit: '1GB' })
    expect(status(tooBig.error)).toBe(413)
    const badType = await service().createBucket('typed', {
      public: false,
      allowedMimeTypes: ['not a type'],
    })
    expect(status(badType.error)).toBe(415)
    expect(badType.error?.message).toBe('mime type not a type is not supported')
    expect(status((await service().getBucket('sized')).error)).toBe(404)
  })
})

describe('storage buckets, as anon and users', () => {
  it('refuses to create buckets without a policy allowing it', async () => {
    const anon = await server.client().storage.createBucket('anon-bucket')
    expect(status(anon.error)).toBe(403)
    expect(anon.error?.message).toBe('new row violates row-level security policy')
    const signedIn = await (await user()).createBucket('user-bucket', { public: true })
    expect(status(signedIn.error)).toBe(403)
    expect(status((await service().getBucket('user-bucket')).error)).toBe(404)
  })

  it('shows users only the buckets a policy shows them, and lets them change none', async () => {
    await service().createBucket('open-bucket', { public: true })
    await service().createBucket('closed-bucket', { public: false })
    const storage = await user()
    const ids = (await storage.listBuckets()).data?.map((b) => b.id)
    expect(ids).toContain('open-bucket')
    expect(ids).not.toContain('closed-bucket')
    expect(status((await storage.getBucket('closed-bucket')).error)).toBe(404)
    expect((await server.client().storage.listBuckets()).data).toEqual([])

    expect(status((await storage.updateBucket('open-bucket', { public: false })).error)).toBe(404)
    expect(status((await storage.deleteBucket('open-bucket')).error)).toBe(404)
    expect((await service().getBucket('open-bucket')).data).toMatchObject({ public: true })
  })
})
