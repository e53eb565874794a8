// The shell's background reads ask the replica nothing until the load's first content has painted,
// and report "loading" (never "no data") until their first real result.
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../../factories/database.ts'
import type { AppDatabase } from '@/db/index.ts'

let db: AppDatabase | null = null
afterEach(async () => {
  await db?.remove()
  db = null
})

describe('useLiveQueryAfterFirstContent', () => {
  it('waits for the first content, then reads', async () => {
    db = await createTestDatabase({ collections: ['jobs'] })
    // Fresh modules after the database: first content has a deadline counted from their import.
    vi.resetModules()
    const firstContent = await import('@/data/first-content.ts')
    const data = await import('@/data/index.ts')
    data.provideDatabase(db)
    let asked = 0
    const seen: Array<{ data: unknown; isLoading: boolean }> = []
    const { result } = renderHook(() => {
      const r = data.useLiveQueryAfterFirstContent((repos) => {
        asked += 1
        return repos.jobs.one$('no-such-job')
      }, [])
      seen.push(r)
      return r
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(asked).toBe(0)
    expect(result.current).toEqual({ data: undefined, isLoading: true, error: null })

    firstContent.notePageCommitted()
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(asked).toBe(1)
    expect(result.current.data).toBeNull()
    // No render in between said "loaded, nothing there" (the navigation context would act on it).
    expect(seen.filter((r) => !r.isLoading && r.data === undefined)).toEqual([])
  })
})
