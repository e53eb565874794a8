// The product's Storage buckets (migration 20261201090000_storage_buckets.sql) through supabase-js:
// who may write and read each bucket's objects, the buckets' limits, and the columns that point
// at stored files: a path must sit in the row owner's folder, and its object must exist.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser, sql, startProductServer, type TestServer, type User } from './helpers.ts'

let server: TestServer
let alice: User
let bob: User
let admin: User
let auditor: User

beforeAll(async () => {
  server = await startProductServer()
  alice = await makeUser(server, ['craftsman', 'company'])
  bob = await makeUser(server, ['craftsman'])
  admin = await makeUser(server, ['admin'])
  auditor = await makeUser(server, ['auditor'])
})
afterAll(async () => {
  await server?.close()
})

const BUCKETS = ['avatars', 'portfolio', 'verification', 'posts', 'chat'] as const
const status = (error: unknown): number | undefined =>
  (error as { status?: number } | null)?.status ?? undefined
const png = (size = 64): Blob => new Blob([new Uint8Array(size)], { type: 'image/png' })
/** A fresh path as the app names files: `<owner>/<uuid>.<ext>`. */
const pathOf = (owner: User, ext = 'png'): string => `${owner.id}/${randomUUID()}.${ext}`

async function upload(user: User, bucket: string, path = pathOf(user)): Promise<string> {
  const { error } = await user.db.storage.from(bucket).upload(path, png())
  expect(error).toBeNull()
  return path
}

describe('writing objects', () => {
  it.each(BUCKETS)('%s: a user writes in their own folder only', async (bucket) => {
    const path = await upload(alice, bucket)
    const intrusion = await bob.db.storage.from(bucket).upload(pathOf(alice), png())
    expect(status(intrusion.error)).toBe(403)
    const replaced = await bob.db.storage.from(bucket).upload(path, png(8), { upsert: true })
    expect(status(replaced.error)).toBe(403)
    expect(await bob.db.storage.from(bucket).remove([path])).toMatchObject({ data: [] })
    const anon = await server.client().storage.from(bucket).upload(pathOf(alice), png())
    expect(status(anon.error)).toBe(403)
    const mine = await alice.db.storage.from(bucket).remove([path])
    expect(mine.data?.map((o) => o.name)).toEqual([path])
  })
})

describe('reading objects', () => {
  it('verification scans: the owner, administrators and auditors, nobody else', async () => {
    const path = await upload(alice, 'verification')
    for (const reader of [alice, admin, auditor]) {
      const { data, error } = await reader.db.storage.from('verification').download(path)
      expect(error).toBeNull()
      expect(data?.size).toBe(64)
    }
    const denied = await bob.db.storage.from('verification').download(path)
    expect(status(denied.error)).toBe(404)
    expect((await bob.db.storage.from('verification').list(alice.id)).data).toEqual([])
    const url = bob.db.storage.from('verification').getPublicUrl(path).data.publicUrl
    expect((await fetch(url, { headers: { apikey: server.anonKey } })).status).toBe(404)
  })

  it.each(['posts', 'chat'])('%s: only the owner reads them for now', async (bucket) => {
    const path = await upload(alice, bucket)
    expect((await alice.db.storage.from(bucket).download(path)).error).toBeNull()
    for (const reader of [bob, admin]) {
      expect(status((await reader.db.storage.from(bucket).download(path)).error)).toBe(404)
      expect((await reader.db.storage.from(bucket).list(alice.id)).data).toEqual([])
    }
  })

  it.each(['avatars', 'portfolio'])(
    '%s: public URL for anyone, listing for signed-in users',
    async (bucket) => {
      const path = await upload(alice, bucket)
      const url = alice.db.storage.from(bucket).getPublicUrl(path).data.publicUrl
      const res = await fetch(url, { headers: { apikey: server.anonKey } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect((await res.arrayBuffer()).byteLength).toBe(64)
      expect((await bob.db.storage.from(bucket).download(path)).error).toBeNull()
      const listed = await bob.db.storage.from(bucket).list(alice.id)
      expect(listed.data?.map((o) => `${alice.id}/${o.name}`)).toContain(path)
    },
  )
})

describe('bucket limits', () => {
  it('refuses a 6 MB avatar (413) and a text file as an avatar (415)', async () => {
    const avatars = alice.db.storage.from('avatars')
    expect(status((await avatars.upload(pathOf(alice), png(6 * 1024 * 1024))).error)).toBe(413)
    const text = new Blob(['hello'], { type: 'text/plain' })
    expect(status((await avatars.upload(pathOf(alice, 'txt'), text)).error)).toBe(415)
  })

  it('takes a PDF for verification and chat, but not for photos', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' })
    for (const bucket of ['verification', 'chat']) {
      const { error } = await alice.db.storage.from(bucket).upload(pathOf(alice, 'pdf'), pdf)
      expect(error).toBeNull()
    }
    const photo = await alice.db.storage.from('portfolio').upload(pathOf(alice, 'pdf'), pdf)
    expect(status(photo.error)).toBe(415)
  })
})

describe('file columns: paths in the row owner folder', () => {
  const refused = (constraint: string) =>
    expect.objectContaining({
      code: '23514',
      message: expect.stringContaining(`violates check constraint "${constraint}"`),
    })

  it('refuses a path in another folder, a name that is not a uuid, or another extension', async () => {
    const profiles = alice.db.from('user_profiles')
    for (const avatar_path of [
      pathOf(bob),
      `${alice.id}/me.png`,
      pathOf(alice, 'gif'),
      `avatars/${pathOf(alice)}`,
      `https://example.com/${pathOf(alice)}`,
    ]) {
      const { error } = await profiles.update({ avatar_path }).eq('user_id', alice.id)
      expect(error).toEqual(refused('user_profiles_avatar_path_format'))
    }
    const logo = await alice.db.from('company_profiles').insert({
      company_name: 'Alice Works',
      province: 'Ontario',
      city: 'Ottawa',
      logo_path: pathOf(bob),
    })
    expect(logo.error).toEqual(refused('company_profiles_logo_path_format'))
  })

  it('refuses more than 10 photos, repeated photos, and a list that is not one', async () => {
    const item = { title: 'Deck build', user_id: alice.id }
    const eleven = Array.from({ length: 11 }, () => pathOf(alice))
    const same = pathOf(alice)
    const lists = [eleven, [same, same], [pathOf(bob)]].map((paths) => JSON.stringify(paths))
    for (const photos of [...lists, pathOf(alice), '[1]']) {
      const { error } = await alice.db.from('portfolio_items').insert({ ...item, photos })
      expect(error).toEqual(refused('portfolio_items_photos_valid'))
    }
  })
})

describe('file columns: nothing points at a file the server lacks', () => {
  const missing = (path: string) => ({
    code: '23503',
    message: `The file has not been uploaded: ${path}`,
  })

  it('refuses an avatar or a logo not uploaded, and takes it once it is', async () => {
    const avatar_path = pathOf(alice)
    const profiles = alice.db.from('user_profiles')
    const early = await profiles.update({ avatar_path }).eq('user_id', alice.id)
    expect(early.error).toMatchObject(missing(avatar_path))
    // In the wrong bucket it is still missing.
    await upload(alice, 'portfolio', avatar_path)
    expect((await profiles.update({ avatar_path }).eq('user_id', alice.id)).error).toMatchObject(
      missing(avatar_path),
    )
    await upload(alice, 'avatars', avatar_path)
    const saved = await profiles
      .update({ avatar_path })
      .eq('user_id', alice.id)
      .select('avatar_path')
    expect(saved).toMatchObject({ error: null, data: [{ avatar_path }] })

    const logo_path = pathOf(alice, 'webp')
    const company = { company_name: 'Alice Works', province: 'Ontario', city: 'Ottawa', logo_path }
    const first = await alice.db.from('company_profiles').insert(company)
    expect(first.error).toMatchObject(missing(logo_path))
    const webp = new Blob(['w'], { type: 'image/webp' })
    expect((await alice.db.storage.from('avatars').upload(logo_path, webp)).error).toBeNull()
    expect((await alice.db.from('company_profiles').insert(company)).error).toBeNull()
  })

  it('checks the photos a write adds, not those already there', async () => {
    const [kept, later] = [await upload(alice, 'portfolio'), pathOf(alice)]
    const id = randomUUID()
    const row = {
      id,
      user_id: alice.id,
      title: 'Panel upgrade',
      photos: JSON.stringify([kept, later]),
    }
    const items = alice.db.from('portfolio_items')
    expect((await items.insert(row)).error).toMatchObject(missing(later))
    await upload(alice, 'portfolio', later)
    expect((await items.insert(row)).error).toBeNull()

    // A photo's object removed later does not block edits that leave it in place.
    await alice.db.storage.from('portfolio').remove([kept])
    expect((await items.update({ title: 'Panel upgrade, 200 A' }).eq('id', id)).error).toBeNull()
    expect(
      (await items.update({ photos: JSON.stringify([later, kept]) }).eq('id', id)).error,
    ).toBeNull()
    const added = pathOf(alice)
    const grown = await items.update({ photos: JSON.stringify([later, kept, added]) }).eq('id', id)
    expect(grown.error).toMatchObject(missing(added))
    const [stored] = await sql<{ photos: string }>(
      server,
      'select photos from public.portfolio_items where id = $1',
      [id],
    )
    expect(JSON.parse(stored?.photos ?? 'null')).toEqual([later, kept])
  })
})
