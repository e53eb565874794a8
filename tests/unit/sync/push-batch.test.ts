// [SYNC-ERR-3] [SYNC-STATE-1] Offline, a batch is not attempted: its documents stay 'local' with
// no 'sending' mark, and the retry comes within a second (RxDB's retry wait inside the worker
// does not end on `online`, so a long backoff begun offline delayed the push once back online).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppDatabase } from '@/db/index.ts'
import { createTestDatabase } from '../../factories/database.ts'
import { backoffMs, OFFLINE_RETRY_MS } from '@sync/errors.ts'
import { Outbox } from '@sync/outbox.ts'
import { OFFLINE_MESSAGE, pushBatch, type PushItem } from '@sync/push-batch.ts'

let db: AppDatabase
beforeEach(async () => {
  db = await createTestDatabase({ collections: ['notifications'] })
})
afterEach(async () => {
  vi.restoreAllMocks()
  await db.remove()
})

function item(pushed: string[]): PushItem {
  return {
    table: 'notifications',
    id: 'n1',
    push: async () => {
      pushed.push('n1')
      return { kind: 'ok' } as never
    },
    settled: async () => {},
    master: () => null,
  }
}

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

describe('push batches and the network', () => {
  it('sends nothing offline and leaves no mark; the retry waits a second, not the backoff', async () => {
    offline()
    const pushed: string[] = []
    const result = await pushBatch(new Outbox(db), [item(pushed)])
    expect(pushed).toEqual([])
    expect((result.transient as Error).message).toBe(OFFLINE_MESSAGE)
    expect(await db.sync_outbox.find().exec()).toEqual([])
    expect(backoffMs(5)).toBe(OFFLINE_RETRY_MS)
  })

  it('sends online, with the usual backoff', async () => {
    const pushed: string[] = []
    const result = await pushBatch(new Outbox(db), [item(pushed)])
    expect(pushed).toEqual(['n1'])
    expect(result.transient).toBeNull()
    expect(backoffMs(5)).toBe(16_000)
  })

  it('an empty batch is done, online or not', async () => {
    offline()
    expect((await pushBatch(new Outbox(db), [])).transient).toBeNull()
  })
})
