// Signed URLs through supabase-js, as storage-api makes them: a download URL is signed only for an
// object the caller can select and then serves it to anyone holding it (no key, no JWT) until it
// expires; an upload URL is signed only where the caller may create the object and then stores a
// file there for them, within the bucket's limits. Tokens are bound to their object and action.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'

const SQL = /* sql */ `
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('docs', 'docs', false, null, null),
  ('avatars', 'avatars', false, 16, array['image/*']);
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
const png = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/png' })
const status = (error: unknown) => (error as { status?: number } | null)?.status
/** A plain GET, as an <img> or a shared link makes it: no key, no JWT. */
const open = async (url: string) => {
  const res = await fetch(url)
  const body = await res.text()
  return { res, body, json: () => JSON.parse(body) as Record<string, unknown> }
}

beforeAll(async () => {
  server = await startTestServer({ extraSql: SQL })
  const docs = (await as(alice)).from('docs')
  await docs.upload(`${alice}/report.txt`, text('quarterly'))
  await docs.upload(`${alice}/other.txt`, text('other'))
})
afterAll(() => server?.close())

describe('signed download URLs', () => {
  it('serve the object to whoever holds the URL, with no key, until it expires', async () => {
    const signed = await (await as(alice)).from('docs').createSignedUrl(`${alice}/report.txt`, 60)
    expect(signed.error).toBeNull()
    const { res, body } = await open(signed.data!.signedUrl)
    expect(res.status).toBe(200)
    expect(body).toBe('quarterly')
    expect(res.headers.get('content-type')).toBe('text/plain')
    const expires = Date.parse(res.headers.get('expires') ?? '')
    expect(expires).toBeGreaterThan(Date.now() + 50_000)
    expect(expires).toBeLessThanOrEqual(Date.now() + 61_000)

    const named = await (
      await as(alice)
    )
      .from('docs')
      .createSignedUrl(`${alice}/report.txt`, 60, { download: 'Q3 report.txt' })
    const attachment = (await open(named.data!.signedUrl)).res.headers.get('content-disposition')
    expect(attachment).toBe(
      "attachment; filename=Q3%20report.txt; filename*=UTF-8''Q3%20report.txt",
    )
  })

  it('refuse an expired, a tampered or a borrowed token', async () => {
    const docs = (await as(alice)).from('docs')
    const short = await docs.createSignedUrl(`${alice}/report.txt`, 1)
    await new Promise((resolve) => setTimeout(resolve, 2100))
    const expired = await open(short.data!.signedUrl)
    expect(expired.res.status).toBe(400)
    expect(expired.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    })

    // A token whose payload was rewritten (to outlive its expiry) no longer matches its signature.
    const url = (await docs.createSignedUrl(`${alice}/report.txt`, 60)).data!.signedUrl
    const token = new URL(url).searchParams.get('token')!
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number }
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 }))
    const forged = `${header}.${longer.toString('base64url')}.${signature}`
    const tampered = await open(url.replace(token, forged))
    expect(tampered.res.status).toBe(400)
    expect(tampered.json()).toMatchObject({
      error: 'InvalidJWT',
      message: 'signature verification failed',
    })

    // The token names its object: it opens no other.
    const borrowed = await open(url.replace('report.txt', 'other.txt'))
    expect(borrowed.res.status).toBe(400)
    expect(borrowed.json()).toMatchObject({ code: 'InvalidSignature' })
  })

  it('are signed only for objects the caller can select', async () => {
    const theirs = (await as(bob)).from('docs')
    const refused = await theirs.createSignedUrl(`${alice}/report.txt`, 60)
    expect(status(refused.error)).toBe(404)
    expect(refused.error?.message).toBe('Object not found')

    const many = await (
      await as(alice)
    )
      .from('docs')
      .createSignedUrls([`${alice}/report.txt`, `${alice}/missing.txt`], 60)
    expect(many.error).toBeNull()
    const [found, missing] = many.data!
    expect(found).toMatchObject({ error: null, path: `${alice}/report.txt` })
    expect((await open(found!.signedUrl!)).body).toBe('quarterly')
    expect(missing).toEqual({
      error: 'Either the object does not exist or you do not have access to it',
      path: `${alice}/missing.txt`,
      signedURL: null,
      signedUrl: null,
    })
    const bobs = await theirs.createSignedUrls([`${alice}/report.txt`], 60)
    expect(bobs.data?.[0]?.signedUrl).toBeNull()
  })
})

describe('signed upload URLs', () => {
  it('let the holder upload once, as the signer, with no JWT of their own', async () => {
    const path = `${alice}/dropped.txt`
    const signed = await (await as(alice)).from('docs').createSignedUploadUrl(path)
    expect(signed.error).toBeNull()
    expect(signed.data).toMatchObject({ path, token: expect.any(String) })

    const anon = server.client().storage.from('docs')
    const up = await anon.uploadToSignedUrl(path, signed.data!.token, text('from afar'))
    expect(up).toEqual({ data: { path, fullPath: `docs/${path}` }, error: null })
    expect(await (await (await as(alice)).from('docs').download(path)).data?.text()).toBe(
      'from afar',
    )
    const owner = await server.ctx.db.pg.query<{ owner_id: string }>(
      `select owner_id from storage.objects where bucket_id = 'docs' and name = $1`,
      [path],
    )
    expect(owner.rows).toEqual([{ owner_id: alice }])

    // Without upsert the URL creates only: a second upload finds the name taken.
    const again = await anon.uploadToSignedUrl(path, signed.data!.token, text('twice'))
    expect(status(again.error)).toBe(409)
  })

  it('replace an object when signed with upsert, even from a plain PUT with no key', async () => {
    const path = `${alice}/report.txt`
    const refused = await (await as(alice)).from('docs').createSignedUploadUrl(path)
    expect(status(refused.error)).toBe(409)
    const signed = await (
      await as(alice)
    )
      .from('docs')
      .createSignedUploadUrl(path, { upsert: true })
    const res = await fetch(signed.data!.signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: 'revised',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ Key: `docs/${path}` })
    expect(await (await (await as(alice)).from('docs').download(path)).data?.text()).toBe('revised')
  })

  it('are refused where the policies refuse the signer, and tokens stay bound to theirs', async () => {
    const intrusion = await (await as(bob)).from('docs').createSignedUploadUrl(`${alice}/x.txt`)
    expect(status(intrusion.error)).toBe(403)
    expect(intrusion.error?.message).toBe('new row violates row-level security policy')

    const anon = server.client().storage.from('docs')
    const signed = await (await as(bob)).from('docs').createSignedUploadUrl(`${bob}/mine.txt`)
    const elsewhere = await anon.uploadToSignedUrl(`${alice}/x.txt`, signed.data!.token, text('x'))
    expect(status(elsewhere.error)).toBe(400)
    expect(elsewhere.error?.message).toBe('Invalid signature')

    // A download token is no upload permission, even for its own object.
    const download = await (await as(alice)).from('docs').createSignedUrl(`${alice}/other.txt`, 60)
    const token = new URL(download.data!.signedUrl).searchParams.get('token')!
    const replay = await anon.uploadToSignedUrl(`${alice}/other.txt`, token, text('overwrite'))
    expect(status(replay.error)).toBe(400)
    expect(replay.error?.message).toBe('Token is not scoped for upload')
  })

  it("apply the bucket's size and type limits to what is uploaded", async () => {
    const avatars = (await as(alice)).from('avatars')
    const anon = server.client().storage.from('avatars')
    const sign = async (name: string) =>
      (await avatars.createSignedUploadUrl(`${alice}/${name}`)).data!.token
    const big = await anon.uploadToSignedUrl(`${alice}/big.png`, await sign('big.png'), png(17))
    expect(status(big.error)).toBe(413)
    expect(big.error?.message).toBe('The object exceeded the maximum allowed size')
    const wrong = await anon.uploadToSignedUrl(`${alice}/a.txt`, await sign('a.txt'), text('x'))
    expect(status(wrong.error)).toBe(415)
    expect(wrong.error?.message).toBe('mime type text/plain is not supported')
    const fits = await anon.uploadToSignedUrl(`${alice}/ok.png`, await sign('ok.png'), png(16))
    expect(fits.error).toBeNull()
  })
})
