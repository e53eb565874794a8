// The server search as Find Jobs drives it, with the network seam (job-search-api) replaced by
// requests the test answers: typing sends one request once it pauses, a newer search cancels
// the older one and its late answer is dropped, and "Load more" follows the cursor.
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SearchOutcome, ServerJobQuery, ServerJobsPage } from '@/backend/job-search-api.ts'
import { jobDoc } from '../../factories/job-doc.ts'
import type { JobSearch } from '@/features/jobs/search/job-search.ts'
import {
  SERVER_SEARCH_DELAY_MS,
  useServerJobSearch,
} from '@/features/jobs/hooks/useServerJobSearch.ts'

interface Sent {
  query: ServerJobQuery
  signal: AbortSignal
  answer: (outcome: SearchOutcome<ServerJobsPage>) => void
}
const sent: Sent[] = []

vi.mock('@/backend/job-search-api.ts', () => ({
  searchServerJobs: (query: ServerJobQuery, signal: AbortSignal) =>
    new Promise<SearchOutcome<ServerJobsPage>>((answer) => sent.push({ query, signal, answer })),
}))

const page = (ns: number[], next: ServerJobsPage['next'] = null) => ({
  ok: true as const,
  value: { jobs: ns.map((n) => jobDoc(n)), next },
})

beforeEach(() => {
  sent.length = 0
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

function render(search: JobSearch, enabled = true) {
  return renderHook(({ s, on }) => useServerJobSearch(s, on), {
    initialProps: { s: search, on: enabled },
  })
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(SERVER_SEARCH_DELAY_MS))
const titles = (jobs: readonly { title: string }[]) => jobs.map((j) => j.title)

describe('useServerJobSearch', () => {
  it('sends one request once typing pauses, with the words as typed last', async () => {
    const hook = render({ q: 'p' })
    for (const q of ['pl', 'plu', 'plumb']) {
      await act(() => vi.advanceTimersByTimeAsync(100))
      hook.rerender({ s: { q }, on: true })
    }
    expect(hook.result.current.status).toBe('loading')
    expect(sent).toHaveLength(0)
    await settle()
    expect(sent.map((s) => s.query)).toEqual([{ query: 'plumb', limit: 20 }])
    await act(async () => sent[0]?.answer(page([2, 1])))
    await vi.waitFor(() => expect(hook.result.current.status).toBe('ready'))
    expect(titles(hook.result.current.jobs)).toEqual(['Job 2', 'Job 1'])
    expect(hook.result.current.hasMore).toBe(false)
  })

  it('cancels a request a newer search replaced and never shows its late answer', async () => {
    const hook = render({ q: 'roof' })
    await settle()
    hook.rerender({ s: { q: 'roofer' }, on: true })
    expect(sent[0]?.signal.aborted).toBe(true)
    await settle()
    await act(async () => sent[1]?.answer(page([5])))
    await act(async () => sent[0]?.answer(page([1, 2, 3])))
    await vi.waitFor(() => expect(hook.result.current.status).toBe('ready'))
    expect(titles(hook.result.current.jobs)).toEqual(['Job 5'])
  })

  it('asks nothing while disabled (offline) and says so', async () => {
    const hook = render({ q: 'roof' }, false)
    await settle()
    expect(sent).toHaveLength(0)
    expect(hook.result.current.status).toBe('idle')
  })

  it('loads more after the last cursor, each job once, and reports a failure quietly', async () => {
    const cursor = { createdAt: '2026-11-24T10:00:00.000Z', id: jobDoc(4).id }
    const hook = render({ province: 'Yukon' })
    await settle()
    await act(async () => sent[0]?.answer(page([6, 5, 4], cursor)))
    await vi.waitFor(() => expect(hook.result.current.hasMore).toBe(true))
    act(() => hook.result.current.loadMore())
    expect(hook.result.current.isLoadingMore).toBe(true)
    expect(sent[1]?.query).toEqual({ province: 'Yukon', after: cursor, limit: 20 })
    await act(async () => sent[1]?.answer(page([4, 3])))
    await vi.waitFor(() => expect(hook.result.current.isLoadingMore).toBe(false))
    expect(titles(hook.result.current.jobs)).toEqual(['Job 6', 'Job 5', 'Job 4', 'Job 3'])
    expect(hook.result.current.hasMore).toBe(false)

    hook.rerender({ s: { province: 'Nunavut' }, on: true })
    await settle()
    await act(async () => sent[2]?.answer({ ok: false, reason: 'failed', message: 'HTTP 500' }))
    await vi.waitFor(() => expect(hook.result.current.status).toBe('error'))
    expect(hook.result.current.jobs).toEqual([])
  })
})
