import { describe, expect, it } from 'vitest'
import type { SupabaseCheckpoint } from './lookback.ts'
import { PagePrefetch } from './page-prefetch.ts'
import type { PullPage } from './pull-page.ts'

/** A table of `total` rows, ids r0..r(n-1), one `_modified` per row; records every fetch. */
function server(total: number) {
  const rows = Array.from({ length: total }, (_, i) => ({
    id: `r${String(i).padStart(3, '0')}`,
    _modified: `2026-11-26T08:00:00.${String(i).padStart(6, '0')}+00:00`,
  }))
  const fetches: Array<string | undefined> = []
  const failing = new Set<string | undefined>()
  const fetch = async (cp: SupabaseCheckpoint | undefined, size: number): Promise<PullPage> => {
    fetches.push(cp?.id)
    await Promise.resolve()
    if (failing.delete(cp?.id)) throw new Error('connection reset')
    const start = cp ? rows.findIndex((r) => r.id === cp.id) + 1 : 0
    const page = rows.slice(start, start + size)
    const last = page.at(-1)
    return { rows: page, checkpoint: last ? { id: last.id, modified: last._modified } : undefined }
  }
  return { fetch, fetches, failOnceAfter: (id: string | undefined) => failing.add(id) }
}

describe('PagePrefetch (SYNC-PULL-3)', () => {
  it('asks for the next page as soon as a full page is in, and answers from it', async () => {
    const s = server(25)
    const pages = new PagePrefetch(s.fetch)
    const first = await pages.page(undefined, 10)
    expect(s.fetches).toEqual([undefined, 'r009'])
    const second = await pages.page(first.checkpoint, 10)
    expect(second.rows.map((r) => r['id'])).toEqual(
      Array.from({ length: 10 }, (_, i) => `r${String(i + 10).padStart(3, '0')}`),
    )
    const third = await pages.page(second.checkpoint, 10)
    expect(third.rows).toHaveLength(5)
    // Each page fetched once; nothing is fetched after the last, short page.
    expect(s.fetches).toEqual([undefined, 'r009', 'r019'])
  })

  it('fetches again for another checkpoint (a look-back), scope or batch size', async () => {
    const s = server(40)
    const pages = new PagePrefetch(s.fetch)
    const first = await pages.page(undefined, 10, 'ON|electrical')
    const again = await pages.page({ id: 'r004', modified: '' }, 10, 'ON|electrical')
    expect(again.rows[0]?.['id']).toBe('r005')
    await pages.page(again.checkpoint, 10, 'QC|plumbing')
    await pages.page(first.checkpoint, 5, 'QC|plumbing')
    expect(s.fetches).toEqual([undefined, 'r009', 'r004', 'r014', 'r014', 'r024', 'r009', 'r014'])
  })

  it('a page fetched ahead that failed fails when used, and the retry fetches it again', async () => {
    const s = server(30)
    const pages = new PagePrefetch(s.fetch)
    s.failOnceAfter(undefined)
    s.failOnceAfter('r009')
    await expect(pages.page(undefined, 10)).rejects.toThrow('connection reset')
    const first = await pages.page(undefined, 10)
    // The fetch ahead (after r009) is the one that failed.
    await expect(pages.page(first.checkpoint, 10)).rejects.toThrow('connection reset')
    const retried = await pages.page(first.checkpoint, 10)
    expect(retried.rows[0]?.['id']).toBe('r010')
  })
})
