// Filters, orders and limits on embedded resources, inner joins that drop parents, null filters
// on embeds, row level security inside embeds, and that embedding stays one statement at scale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMBED_TEST_SQL, OWNER_ID } from './embedding-fixture.ts'
import { startTestServer, type TestServer } from './harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ extraSql: EMBED_TEST_SQL })
})
afterAll(() => server?.close())

const db = () => server.client()

describe('filters, order and limits on embedded resources', () => {
  it('filters, orders, limits and offsets the embedded rows, not the parents', async () => {
    const r = await db()
      .from('authors')
      .select('name, books!author_id(title, year)')
      .gte('books.year', 2001)
      .order('year', { referencedTable: 'books', ascending: false })
      .limit(2, { referencedTable: 'books' })
      .in('id', [1, 3])
      .order('id')
    expect(r.error).toBeNull()
    expect(r.data).toEqual([
      {
        name: 'Ada',
        books: [
          { title: 'Roads', year: 2010 },
          { title: 'Tunnels', year: 2005 },
        ],
      },
      { name: 'Cy', books: [] },
    ])
    const offset = await db()
      .from('authors')
      .select('name, books!author_id(title)')
      .order('year', { referencedTable: 'books' })
      .range(1, 1, { referencedTable: 'books' })
      .eq('id', 1)
    expect(offset.data).toEqual([{ name: 'Ada', books: [{ title: 'Tunnels' }] }])
  })

  it('orders parents by a column of a to-one embed, and refuses it on a to-many', async () => {
    const r = await db()
      .from('books')
      .select('title, author:author_id(name)')
      .order('author(name)', { ascending: false })
      .order('id')
      .lte('id', 5)
    // Without generated types supabase-js cannot tell a to-one embed from a to-many one.
    const rows = r.data as unknown as Array<{ title: string; author: { name: string } }>
    expect(rows.map((b) => `${b.author.name} ${b.title}`)).toEqual([
      'Cy Poems',
      'Bo Drafts',
      'Ada Bridges',
      'Ada Tunnels',
      'Ada Roads',
    ])
    const toMany = await db()
      .from('authors')
      .select('name, books!author_id(title)')
      .order('books(title)')
    expect(toMany.status).toBe(400)
    expect(toMany.error).toEqual({
      code: 'PGRST118',
      message: "A related order on 'books' is not possible",
      details: "'authors' and 'books' do not form a many-to-one or one-to-one relationship",
      hint: null,
    })
  })

  it('applies or-trees to an embed and filters nested embeds by path', async () => {
    const r = await db()
      .from('publishers')
      .select('name, authors(name, books!author_id(title))')
      .or('name.eq.Ada,name.eq.Cy', { referencedTable: 'authors' })
      .eq('authors.books.year', 1999)
      .order('id')
      .limit(2)
    expect(r.data).toEqual([
      { name: 'North Press', authors: [{ name: 'Ada', books: [] }] },
      { name: 'Prairie Books', authors: [{ name: 'Cy', books: [{ title: 'Poems' }] }] },
    ])
  })

  it('nulls a to-one embed its filter rejects, and !inner drops that parent', async () => {
    const left = await db()
      .from('authors')
      .select('name, publishers!left(name)')
      .eq('publishers.name', 'Prairie Books')
      .order('id')
    expect(left.data?.map((a) => a.publishers)).toEqual([
      null,
      null,
      { name: 'Prairie Books' },
      null,
    ])
    const inner = await db()
      .from('authors')
      .select('name, publishers!inner(name)')
      .eq('publishers.name', 'North Press')
    expect(inner.data?.map((a) => a.name)).toEqual(['Ada', 'Bo'])
  })

  it('drops parents without matching children under !inner, and counts what remains', async () => {
    const r = await db()
      .from('authors')
      .select('name, books!author_id!inner(title)', { count: 'exact' })
      .lt('books.year', 2002)
      .order('id')
    expect(r.data).toEqual([
      { name: 'Ada', books: [{ title: 'Bridges' }] },
      { name: 'Cy', books: [{ title: 'Poems' }] },
    ])
    expect(r.count).toBe(2)
  })

  it('filters by an embed that is only joined, not returned: name()', async () => {
    const r = await db()
      .from('books')
      .select('title, tags!inner()')
      .eq('tags.name', 'engineering')
      .order('id')
    expect(r.data).toEqual([{ title: 'Bridges' }, { title: 'Tunnels' }])
  })

  it('filters parents by whether an embed is null', async () => {
    const without = await db().from('authors').select('name, publishers(id)').is('publishers', null)
    expect(without.data).toEqual([{ name: 'Di', publishers: null }])
    const withBooks = await db()
      .from('publishers')
      .select('name, authors(id)')
      .not('authors', 'is', null)
      .order('id')
    expect(withBooks.data?.map((p) => p.name)).toEqual(['North Press', 'Prairie Books'])
  })

  it('answers PGRST108 for a filter on a resource the select does not embed', async () => {
    const r = await db().from('authors').select('name').eq('books.title', 'Roads')
    expect(r.status).toBe(400)
    expect(r.error).toEqual({
      code: 'PGRST108',
      message: "'books' is not an embedded resource in this request",
      details: null,
      hint: "Verify that 'books' is included in the 'select' query parameter.",
    })
    const aliased = await db()
      .from('authors')
      .select('name, written:books!author_id(title)')
      .eq('books.title', 'Roads')
    expect(aliased.error).toEqual({
      code: 'PGRST108',
      message: "'books' is not an embedded resource in this request",
      details: 'Target names are not allowed in filters if they have an alias',
      hint: "Change 'books' to 'written' in filters, orders or limits.",
    })
  })
})

describe('row level security in embeds', () => {
  it('shows in an embed only the rows the caller may read', async () => {
    const anon = await db().from('books').select('title, reviews(stars)').in('id', [1, 4])
    expect(anon.data).toEqual([
      { title: 'Bridges', reviews: [{ stars: 5 }, { stars: 4 }] },
      { title: 'Poems', reviews: [] },
    ])
    const token = await server.ctx.jwt.sign(
      { sub: OWNER_ID, role: 'authenticated', aud: 'authenticated' },
      3600,
    )
    const owner = await server
      .client(token)
      .from('books')
      .select('title, reviews!inner(stars)')
      .eq('reviews.hidden', true)
    expect(owner.data).toEqual([
      { title: 'Bridges', reviews: [{ stars: 1 }] },
      { title: 'Poems', reviews: [{ stars: 3 }] },
    ])
  })
})

describe('scale', () => {
  it('embeds 1,000 parents with their children in one statement', async () => {
    const admin = server.client(server.serviceRoleKey)
    const parents = Array.from({ length: 1000 }, (_, i) => ({ id: 1000 + i, name: `P${i}` }))
    expect((await admin.from('publishers').insert(parents)).error).toBeNull()
    const children = parents.flatMap((p) =>
      [0, 1].map((k) => ({ id: p.id * 2 + k, name: `A${p.id}-${k}`, publisher_id: p.id })),
    )
    expect((await admin.from('authors').insert(children)).error).toBeNull()
    const started = performance.now()
    const r = await db()
      .from('publishers')
      .select('id, authors(name, publishers(name))')
      .gte('id', 1000)
      .order('id')
    const elapsed = performance.now() - started
    expect(r.error).toBeNull()
    expect(r.data).toHaveLength(1000)
    expect(r.data?.[999]?.authors).toHaveLength(2)
    expect(r.data?.[999]?.authors[0]?.publishers).toEqual({ name: 'P999' })
    // Per-parent round trips through the HTTP layer would take far longer than this.
    expect(elapsed).toBeLessThan(5000)
  })
})
