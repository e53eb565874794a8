// Find Jobs holds the load's "full load" until its full list has rendered, so work that waits for
// it (the sync worker's start) never runs between the first rows and the full list.
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppDatabase } from '@/db/index.ts'
import { jobDoc } from '../../factories/job-doc.ts'

let db: AppDatabase | null = null
afterEach(async () => {
  await db?.close()
  db = null
})

describe('Find Jobs and the full load', () => {
  it('releases it only once the full list is rendered', async () => {
    // Fresh modules: first content and full load settle once per load. Transforming them is what
    // is slow on a loaded machine, so they are loaded once before, and only run again fresh: the
    // deadline that starts when the data layer loads must not pass during a first transform.
    await import('@/features/jobs/hooks/useOpenJobs.ts')
    vi.resetModules()
    const { createTestDatabase } = await import('../../factories/database.ts')
    const { collectionDef } = await import('@/db/index.ts')
    db = await createTestDatabase({ collections: ['jobs'] })
    for (const n of [1, 2, 3]) {
      await db.jobs.insert(collectionDef('jobs').withLocalFields(jobDoc(n)) as never)
    }
    // The load's deadline starts when these modules load: only once the database is filled, or
    // a slow machine reaches it before the page has rendered anything.
    const data = await import('@/data/index.ts')
    const { useOpenJobs } = await import('@/features/jobs/hooks/useOpenJobs.ts')
    data.provideDatabase(db)

    // The last rendered value (renderHook's own result is only updated after the effects).
    let rendered: ReturnType<typeof useOpenJobs> | null = null
    renderHook(() => (rendered = useOpenJobs()))
    const partialWhenSettled: boolean[] = []
    data.loadPhases.fullLoad.after(() => partialWhenSettled.push(rendered!.isPartial))
    data.loadPhases.firstContent.mark()

    await waitFor(() => expect(partialWhenSettled).toHaveLength(1), { timeout: 5000 })
    expect(partialWhenSettled).toEqual([false])
    expect(rendered!.jobs).toHaveLength(3)
    data.provideDatabase(null)
    // Fresh imports of the data layer take seconds on a loaded machine; they are not measured.
  }, 30_000)
})
