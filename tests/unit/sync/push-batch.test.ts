// [SYNC-ERR-3] [SYNC-STATE-1] Offline, a batch is not attempted: its documents stay 'local' with
// no 'sending' mark (each gets its row), and the retry comes within a second (RxDB's retry wait inside the worker
// does not end on `online`, so a long backoff begun offline delayed the push once back online).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppDatabase } from '@/db/index.ts'
import { createTestDatabase } from '../../factories/database.ts'
import { backoffMs, OFFLINE_RETRY_MS } from '@sync/errors.ts'
import type { CollectionOutbox } from '@sync/outbox.ts'
import { changeRows, startOutbox } from '../../factories/outbox.ts'
import { OFFLINE_MESSAGE, pushBatch, type PushItem } from '@sync/push-batch.ts'

let db: AppDatabase
let outbox: CollectionOutbox
beforeEach(async () => {
  db = await createTestDatabase({ collections: ['notifications'] })
  outbox = await startOutbox(db, 'notifications')
})
afterEach(async () => {
  vi.restoreAllMocks()
  outbox.stop()
  await outbox.settle()
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
    pushed: { id: 'n1' },
    master: () => null,
  }
}

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

describe('push batches and the network', () => {
  it('sends nothing offline, marks nothing sending; the retry waits a second, not the backoff', async () => {
    offline()
    const pushed: string[] = []
    const result = await pushBatch(outbox, [item(pushed)])
    expect(pushed).toEqual([])
    expect((result.transient as Error).message).toBe(OFFLINE_MESSAGE)
    const rows = await changeRows(db)
    expect(rows.map((r) => `${r.id}:${r.state}:${r.attempts}`)).toEqual([
      'notifications:n1:local:0',
    ])
    // A retry offline writes nothing new.
    const before = rows[0]!.updated_at
    await pushBatch(outbox, [item(pushed)])
    expect((await db.sync_outbox.findOne('notifications:n1').exec())?.updated_at).toBe(before)
    expect(backoffMs(5)).toBe(OFFLINE_RETRY_MS)
  })

  it('sends online, with the usual backoff', async () => {
    const pushed: string[] = []
    const result = await pushBatch(outbox, [item(pushed)])
    expect(pushed).toEqual(['n1'])
    expect(result.transient).toBeNull()
    // Confirmed, and the replica holds no other state of it: nothing waits.
    expect(await db.sync_outbox.findOne('notifications:n1').exec()).toBeNull()
    expect(backoffMs(5)).toBe(16_000)
  })

  it('an empty batch is done, online or not', async () => {
    offline()
    expect((await pushBatch(outbox, [])).transient).toBeNull()
  })
})

describe('[SYNC-MSG-1] ordered documents', () => {
  /** A document whose push takes `ms` and records when it started and ended. */
  function timed(id: string, ms: number, log: string[], fail = false): PushItem {
    return {
      table: 'notifications',
      id,
      ordered: true,
      push: async () => {
        log.push(`start ${id}`)
        await new Promise((r) => setTimeout(r, ms))
        log.push(`end ${id}`)
        if (fail) throw new Error('fetch failed')
        return { kind: 'ok' } as never
      },
      pushed: { id },
      master: () => null,
    }
  }

  it('go one after another in the batch order, a slow first one included', async () => {
    const log: string[] = []
    await pushBatch(outbox, [timed('a', 30, log), timed('b', 1, log), timed('c', 1, log)])
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
  })

  it('none goes after one that must wait; they all wait for the retry', async () => {
    const log: string[] = []
    const result = await pushBatch(outbox, [
      timed('a', 1, log),
      timed('b', 1, log, true),
      timed('c', 1, log),
    ])
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b'])
    expect((result.transient as Error).message).toBe('fetch failed')
    const rows = await changeRows(db)
    expect(rows.map((r) => `${r.doc_id}:${r.state}`).sort()).toEqual(['b:local', 'c:local'])
  })
})
