// A worker killed mid-push (its tab reloaded offline) leaves its rows `sending`; the tab that wins
// leadership next puts them back to `local` before its own worker starts (SPEC SYNC-STATE-1).
// jsdom has no Worker: the factory hands out stand-ins; the database is a real RxDB replica.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as SyncClientModule from '@/data/sync-client.ts'
import type { LoadPhase } from '@/data/load-phases.ts'
import { createTestDatabase } from '../../factories/database.ts'

// Fresh modules: the load's phases settle once per load.
let SyncClient: typeof SyncClientModule.SyncClient
let firstContent: LoadPhase
beforeEach(async () => {
  vi.resetModules()
  ;({ SyncClient } = await import('@/data/sync-client.ts'))
  firstContent = (await import('@/data/load-phases.ts')).loadPhases.firstContent
})

const row = (doc_id: string, state: 'local' | 'sending' | 'failed') => ({
  id: `job_applications:${doc_id}`,
  collection_name: 'job_applications',
  doc_id,
  state,
  code: '',
  message: '',
  label: '',
  updated_at: '2026-11-24T10:00:00.000Z',
  attempts: 1,
})

describe('SyncClient leadership and the outbox', () => {
  it('puts rows left "sending" by a gone worker back to local before its own worker starts', async () => {
    const db = await createTestDatabase({ collections: ['jobs'] })
    await db.sync_outbox.bulkInsert([row('a', 'sending'), row('b', 'failed'), row('c', 'local')])
    let lastSending = -1
    const sub = db.sync_outbox
      .find({ selector: { state: 'sending' } })
      .$.subscribe((rows) => (lastSending = rows.length))
    let sendingWhenStarted = -1
    const workers: unknown[] = []
    const client = new SyncClient(() => {
      // What the live query last saw of `sending` rows when the worker was created.
      sendingWhenStarted = lastSending
      const worker = Object.assign(new EventTarget(), { postMessage() {}, terminate() {} })
      workers.push(worker)
      return worker as unknown as Worker
    })
    client.attach(db)
    firstContent.mark()
    await vi.waitFor(() => expect(workers).toHaveLength(1), { timeout: 5000 })
    sub.unsubscribe()
    expect(sendingWhenStarted).toBe(0)

    const rows = await db.sync_outbox
      .find({ selector: { collection_name: 'job_applications' } })
      .exec()
    expect(rows.map((r) => `${r.doc_id}:${r.state}`).sort()).toEqual([
      'a:local',
      'b:failed',
      'c:local',
    ])
    // Released, not rewritten: its place in the queue stays.
    expect(rows.find((r) => r.doc_id === 'a')?.updated_at).toBe('2026-11-24T10:00:00.000Z')
    void client.shutdown() // the stand-in never acknowledges; nothing waits on it
    await db.remove()
  })
})
