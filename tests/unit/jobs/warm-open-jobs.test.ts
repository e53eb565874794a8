// Find Jobs' route loader starts the list's first read before the page renders: the read waits for
// the replica to open, runs the page's own query, and a failing read never surfaces as an error.
import { afterEach, describe, expect, it } from 'vitest'
import { firstValueFrom, tap, throwError, type Observable } from 'rxjs'
import { createTestDatabase } from '../../factories/database.ts'
import { provideDatabase, repositoriesFor, warmQuery, type Repositories } from '@/data/index.ts'
import type { AppDatabase, JobDoc } from '@/db/index.ts'
import { jobDoc } from '../../factories/job-doc.ts'
import { newestOpenJobs$ } from '@/features/jobs/hooks/open-jobs-query.ts'

const open: AppDatabase[] = []
afterEach(async () => {
  provideDatabase(null)
  while (open.length) await open.pop()!.close()
})

async function databaseWithJobs(): Promise<AppDatabase> {
  const db = await createTestDatabase({ collections: ['jobs'] })
  open.push(db)
  const r = repositoriesFor(db)
  await r.jobs.insert(jobDoc(1, 'open'))
  await r.jobs.insert(jobDoc(2, 'closed'))
  await r.jobs.insert(jobDoc(3, 'open'))
  return db
}

/** The page's query, recording what it read. */
function recording(reads: JobDoc[][]) {
  return (r: Repositories): Observable<JobDoc[]> =>
    newestOpenJobs$(r).pipe(tap((docs) => reads.push(docs)))
}

describe('warming Find Jobs’ first read', () => {
  it('waits for the replica to open, then reads the newest open jobs', async () => {
    const db = await databaseWithJobs()
    const reads: JobDoc[][] = []
    warmQuery(recording(reads))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(reads).toEqual([])

    provideDatabase(db)
    await expect.poll(() => reads.length).toBe(1)
    expect(reads[0]!.map((j) => j.title)).toEqual(['Job 3', 'Job 1'])
  })

  it('reads at once when the replica is already open, and the page gets the same answer', async () => {
    const db = await databaseWithJobs()
    provideDatabase(db)
    const reads: JobDoc[][] = []
    warmQuery(recording(reads))
    await expect.poll(() => reads.length).toBe(1)
    const page = await firstValueFrom(newestOpenJobs$(repositoriesFor(db)))
    expect(page.map((j) => j.id)).toEqual(reads[0]!.map((j) => j.id))
  })

  it('a failing read is left to the page’s own query to report', async () => {
    provideDatabase(await databaseWithJobs())
    let asked = 0
    warmQuery(() => {
      asked++
      return throwError(() => new Error('storage closed'))
    })
    await expect.poll(() => asked).toBe(1)
    // An unhandled rejection here would fail the run.
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
})
