// PostgREST resource embedding through supabase-js: relationships from foreign keys in every
// direction, aliases, hints, spreads, and PostgREST's errors when a relationship is missing or
// ambiguous (https://docs.postgrest.org/en/stable/references/api/resource_embedding.html).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMBED_TEST_SQL } from './embedding-fixture.ts'
import { startTestServer, type TestServer } from './harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ extraSql: EMBED_TEST_SQL })
})
afterAll(() => server?.close())

const db = () => server.client()

describe('relationship shapes', () => {
  it('embeds a many-to-one as an object, null when the foreign key is null', async () => {
    const r = await db().from('authors').select('name, publishers(name)').order('id')
    expect(r.error).toBeNull()
    expect(r.data).toEqual([
      { name: 'Ada', publishers: { name: 'North Press' } },
      { name: 'Bo', publishers: { name: 'North Press' } },
      { name: 'Cy', publishers: { name: 'Prairie Books' } },
      { name: 'Di', publishers: null },
    ])
  })

  it('embeds a one-to-many as an array, empty when there are no children', async () => {
    const r = await db().from('publishers').select('name, authors(name)').order('id')
    expect(r.error).toBeNull()
    expect(r.data).toEqual([
      { name: 'North Press', authors: [{ name: 'Ada' }, { name: 'Bo' }] },
      { name: 'Prairie Books', authors: [{ name: 'Cy' }] },
      { name: 'Empty House', authors: [] },
    ])
  })

  it('embeds a one-to-one as an object from both sides', async () => {
    const a = await db().from('authors').select('name, author_profiles(bio)').in('id', [1, 2])
    expect(a.data).toEqual([
      { name: 'Ada', author_profiles: { bio: 'Writes about bridges' } },
      { name: 'Bo', author_profiles: null },
    ])
    const p = await db().from('author_profiles').select('bio, authors(name)').eq('author_id', 3)
    expect(p.data).toEqual([{ bio: 'Poet', authors: { name: 'Cy' } }])
  })

  it('embeds a many-to-many through its junction table', async () => {
    const r = await db().from('books').select('title, tags(name)').in('id', [1, 3]).order('id')
    expect(r.error).toBeNull()
    const names = r.data?.map((b) => ({ ...b, tags: b.tags.map((t) => t.name).sort() }))
    expect(names).toEqual([
      { title: 'Bridges', tags: ['engineering', 'history'] },
      { title: 'Roads', tags: [] },
    ])
  })

  it('puts embeds after the columns, with star, aliases and nesting', async () => {
    const r = await db()
      .from('publishers')
      .select('writers:authors(name, profile:author_profiles(bio)), *')
      .eq('id', 2)
      .single()
    expect(r.data).toEqual({
      id: 2,
      name: 'Prairie Books',
      writers: [{ name: 'Cy', profile: { bio: 'Poet' } }],
    })
    expect(Object.keys(r.data ?? {})).toEqual(['id', 'name', 'writers'])
  })

  it('embeds children and parent of a self-referencing table', async () => {
    const r = await db()
      .from('categories')
      .select('name, parent:parent_id(name), categories(name)')
      .order('id')
    expect(r.data).toEqual([
      { name: 'Trades', parent: null, categories: [{ name: 'Welding' }, { name: 'Carpentry' }] },
      { name: 'Welding', parent: { name: 'Trades' }, categories: [] },
      { name: 'Carpentry', parent: { name: 'Trades' }, categories: [] },
    ])
  })
})

describe('functions as relationships', () => {
  it('embeds a set-returning function of the row, to-many or (rows 1) to-one', async () => {
    const many = await db().from('books').select('title, top_reviews(stars)').in('id', [1, 2])
    expect(many.error).toBeNull()
    expect(many.data).toEqual([
      { title: 'Bridges', top_reviews: [{ stars: 5 }, { stars: 4 }] },
      { title: 'Tunnels', top_reviews: [] },
    ])
    const one = await db()
      .from('publishers')
      .select('name, authors(name, first:first_book(title))')
      .eq('id', 1)
    expect(one.data).toEqual([
      {
        name: 'North Press',
        authors: [
          { name: 'Ada', first: { title: 'Bridges' } },
          { name: 'Bo', first: { title: 'Drafts' } },
        ],
      },
    ])
  })

  it('embeds through a junction named as the hint', async () => {
    const r = await db().from('tags').select('name, books!book_tags(title)').eq('id', 2)
    expect(r.data).toEqual([{ name: 'poetry', books: [{ title: 'Poems' }] }])
  })
})

describe('disambiguation', () => {
  it('answers 300 PGRST201 listing the candidates when two foreign keys match', async () => {
    const r = await db().from('books').select('title, authors(name)')
    expect(r.status).toBe(300)
    expect(r.error).toMatchObject({
      code: 'PGRST201',
      message:
        "Could not embed because more than one relationship was found for 'books' and 'authors'",
      hint: "Try changing 'authors' to one of the following: 'authors!books_author_id_fkey', 'authors!books_editor_id_fkey'. Find the desired relationship in the 'details' key.",
    })
    expect(r.error?.details).toEqual([
      {
        cardinality: 'many-to-one',
        embedding: 'books with authors',
        relationship: 'books_author_id_fkey using books(author_id) and authors(id)',
      },
      {
        cardinality: 'many-to-one',
        embedding: 'books with authors',
        relationship: 'books_editor_id_fkey using books(editor_id) and authors(id)',
      },
    ])
  })

  it('takes a hint by foreign key name, by column, or the column as the target', async () => {
    const byFk = await db()
      .from('books')
      .select('title, authors!books_editor_id_fkey(name)')
      .eq('id', 1)
    expect(byFk.data).toEqual([{ title: 'Bridges', authors: { name: 'Bo' } }])
    const byColumn = await db()
      .from('books')
      .select('title, writer:authors!author_id(name)')
      .eq('id', 1)
    expect(byColumn.data).toEqual([{ title: 'Bridges', writer: { name: 'Ada' } }])
    const columnTarget = await db()
      .from('books')
      .select('title, author:author_id(name), editor:editor_id(name)')
      .eq('id', 4)
    expect(columnTarget.data).toEqual([
      { title: 'Poems', author: { name: 'Cy' }, editor: { name: 'Ada' } },
    ])
    const reverse = await db()
      .from('authors')
      .select('name, edited:books!editor_id(title)')
      .eq('id', 1)
    expect(reverse.data).toEqual([{ name: 'Ada', edited: [{ title: 'Poems' }] }])
  })

  it('answers 400 PGRST200 when no relationship exists, suggesting a close name', async () => {
    const none = await db().from('publishers').select('name, tags(name)')
    expect(none.status).toBe(400)
    expect(none.error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'publishers' and 'tags' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'publishers' and 'tags' in the schema 'public', but no matches were found.",
      hint: null,
    })
    const typo = await db().from('authors').select('name, publisher(name)')
    expect(typo.error?.hint).toBe("Perhaps you meant 'publishers' instead of 'publisher'.")
    const badHint = await db().from('books').select('title, authors!nope(name)')
    expect(badHint.error).toMatchObject({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'books' and 'authors' using the hint 'nope' in the schema 'public', but no matches were found.",
    })
  })
})

describe('spreads', () => {
  it('lifts the columns of a to-one embed into the parent', async () => {
    const r = await db()
      .from('books')
      .select('title, ...authors!author_id(author:name, ...publishers(publisher:name))')
      .eq('id', 4)
    expect(r.data).toEqual([{ title: 'Poems', author: 'Cy', publisher: 'Prairie Books' }])
  })

  it('spreads a to-many embed as one array per column', async () => {
    const r = await db()
      .from('publishers')
      .select('name, ...authors(writers:name)')
      .order('id', { referencedTable: 'authors', ascending: false })
      .eq('id', 1)
    expect(r.data).toEqual([{ name: 'North Press', writers: ['Bo', 'Ada'] }])
  })
})

describe('embedding on function results', () => {
  it('refuses embeds on an RPC result with PGRST127 instead of dropping them', async () => {
    const r = await db()
      .rpc('books_since', { since: 2005 })
      .select('title, authors!author_id(name)')
    expect(r.status).toBe(400)
    expect(r.error).toMatchObject({ code: 'PGRST127', message: 'Feature not implemented' })
  })
})

describe('embedding in write responses', () => {
  it('returns the inserted and updated rows with their embeds', async () => {
    const ins = await server
      .client(server.serviceRoleKey)
      .from('books')
      .insert({ id: 50, title: 'Joists', year: 2024, author_id: 3 })
      .select('title, author:author_id(name, publishers(name))')
      .single()
    expect(ins.error).toBeNull()
    expect(ins.data).toEqual({
      title: 'Joists',
      author: { name: 'Cy', publishers: { name: 'Prairie Books' } },
    })
    const upd = await server
      .client(server.serviceRoleKey)
      .from('books')
      .update({ editor_id: 2 })
      .eq('id', 50)
      .select('title, editor:editor_id(name)')
    expect(upd.data).toEqual([{ title: 'Joists', editor: { name: 'Bo' } }])
  })
})
