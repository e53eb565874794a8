// Browsing offline queues page visits and time spent (SYNC-PUSH-5); the header's counter, the
// outbox view and the sign-out warning count only the user's own changes (issue 41), while the
// telemetry has its outbox rows like any change (SYNC-STATE-1). The worker's outbox keeps them.
import { firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../factories/database.ts'
import { createRepositories } from '../../../src/data/repositories.ts'
import { sharedTables, type AppDatabase } from '../../../src/db/index.ts'
import type { CollectionOutbox } from '../../../sync/outbox.ts'
import { changeRows, startSharedOutbox } from '../../factories/outbox.ts'

const open: AppDatabase[] = []
const outboxes: CollectionOutbox[] = []
afterEach(async () => {
  for (const o of outboxes.splice(0)) {
    o.stop()
    await o.settle()
  }
  while (open.length) await open.pop()!.close()
})

const user = '00000000-0000-4000-8000-000000000001'

async function browseOffline({ worker = true } = {}) {
  const db = await createTestDatabase({ collections: ['jobs'], tables: sharedTables })
  open.push(db)
  const r = createRepositories(db)
  const outbox = worker ? await startSharedOutbox(db, sharedTables) : null
  if (outbox) outboxes.push(outbox)
  for (const path of ['/jobs', '/my-work', '/jobs']) {
    await r.navigationEvents.queue({
      user_id: user,
      action: 'page_visit',
      path,
      user_role: 'craftsman',
      skill_level: 'beginner',
      metadata: '{}',
      occurred_at: new Date().toISOString(),
    })
    await r.timeSpent.record(user, 'phone', path, 12)
  }
  await outbox?.settle()
  return { db, r, outbox }
}

const deck = {
  id: '00000000-0000-4000-8000-0000000000a1',
  user_id: user,
  title: 'Deck rebuild',
  description: null,
  url: null,
  image_url: null,
  photos: '[]',
  trade: null,
  completed_on: null,
  created_at: new Date().toISOString(),
}

describe('telemetry in the outbox', () => {
  it('is never counted or listed as waiting work', async () => {
    const { r } = await browseOffline()
    expect(await firstValueFrom(r.outbox.counts$())).toEqual({ waiting: 0, failed: 0 })
    expect(await firstValueFrom(r.outbox.items$())).toEqual([])
    expect(await r.outbox.pendingWrites()).toBe(0)
  })

  it("counts and lists the user's own change among the page views", async () => {
    const { r, outbox } = await browseOffline()
    await r.portfolio.insert(deck)
    await outbox!.settle()
    expect(await firstValueFrom(r.outbox.counts$())).toEqual({ waiting: 1, failed: 0 })
    const items = await firstValueFrom(r.outbox.items$())
    expect(items.map((i) => [i.collection_name, i.label])).toEqual([
      ['portfolio_items', 'Deck rebuild'],
    ])
    expect(await r.outbox.pendingWrites()).toBe(1)
  })

  it('counts a change the worker has not looked at yet before sign-out', async () => {
    const { r } = await browseOffline({ worker: false })
    await r.portfolio.insert(deck)
    expect(await r.outbox.pendingWrites()).toBe(1)
  })

  it('keeps the outbox rows the worker pushes telemetry by', async () => {
    const { db } = await browseOffline()
    const rows = await changeRows(db)
    const tables = new Set(rows.map((row) => row.collection_name))
    expect(tables).toEqual(new Set(['navigation_events', 'page_time_spent']))
    expect(rows.length).toBe(5)
  })
})
