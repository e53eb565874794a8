// Final errors are per document: kept, marked, never blocking (PowerSync connector habit).
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  insertAsOwner,
  jobRow,
  makeUser,
  sql,
  type TestServer,
} from '../../../supabase/tests/helpers.ts'
import { repositoriesFor } from '../../../src/data/repositories.ts'
import { sharedTables } from '../../../src/db/index.ts'
import { type Device, openDevice, until } from './replica.ts'
import { useSyncServer } from './sync-server.ts'

let server: TestServer
const devices = useSyncServer((s) => (server = s))

const outboxRow = (d: Device, collection: string, id: string) =>
  d.db.sync_outbox.findOne(`${collection}:${id}`).exec()

function item(userId: string, title: string) {
  return {
    id: randomUUID(),
    user_id: userId,
    title,
    description: null,
    url: null,
    image_url: null,
    photos: '[]',
    trade: 'plumbing',
    completed_on: null,
    created_at: new Date().toISOString(),
  }
}

describe('per-document error handling', () => {
  it('[SYNC-ERR-1] a 42501 and a 23514 in one batch do not block the valid document', async () => {
    const user = await makeUser(server)
    const other = await makeUser(server)
    const d = await openDevice(server, user, {
      collections: [],
      tables: sharedTables,
      batchSize: 5,
    })
    devices.push(d)
    const repo = repositoriesFor(d.db).portfolio
    const foreign = await repo.insert(item(other.id, 'Not my portfolio item'))
    const tooShort = await repo.insert(item(user.id, 'x'))
    const good = await repo.insert(item(user.id, 'Basement bathroom rough-in'))

    const failedForeign = await until(async () => {
      const r = await outboxRow(d, 'portfolio_items', foreign.id)
      return r?.state === 'failed' ? r : undefined
    })
    expect(failedForeign.code).toBe('42501')
    expect(failedForeign.message).toMatch(/row-level security/)
    const failedShort = await until(async () => {
      const r = await outboxRow(d, 'portfolio_items', tooShort.id)
      return r?.state === 'failed' ? r : undefined
    })
    expect(failedShort.code).toBe('23514')
    expect(failedShort.message).toContain('portfolio_items_title_length')
    await until(async () => ((await outboxRow(d, 'portfolio_items', good.id)) ? undefined : true))
    const rows = await sql(server, 'select id from public.portfolio_items where user_id = $1', [
      user.id,
    ])
    expect(rows.map((r) => r['id'])).toEqual([good.id])
    // The refused documents are kept on the device.
    expect(await d.db.rows!.count({ selector: { table: 'portfolio_items' } }).exec()).toBe(3)

    // A later document in the queue still goes through.
    const later = await repo.insert(item(user.id, 'Kitchen stack replacement'))
    await until(async () => ((await outboxRow(d, 'portfolio_items', later.id)) ? undefined : true))

    // [SYNC-ERR-4] [SYNC-ERR-5] discard: the server never had it, so the local document goes
    // away and removing it is done, not a failure.
    await d.engine.discard('portfolio_items' as never, tooShort.id)
    expect(await repo.get(tooShort.id)).toBeNull()
    expect(await outboxRow(d, 'portfolio_items', tooShort.id)).toBeNull()
    // [SYNC-ERR-4] retry sends it again as it is: refused again, still shown as failed.
    const attempts = (await outboxRow(d, 'portfolio_items', foreign.id))!.attempts
    await d.engine.retry('portfolio_items' as never, foreign.id)
    const retried = await outboxRow(d, 'portfolio_items', foreign.id)
    expect([retried?.state, retried?.code]).toEqual(['failed', '42501'])
    expect(retried!.attempts).toBe(attempts + 1)
    // [SYNC-ERR-4] an edit of a failed document clears the failure and is pushed again.
    await repo.patch(foreign.id, { user_id: user.id })
    await until(async () =>
      (await outboxRow(d, 'portfolio_items', foreign.id)) ? undefined : true,
    )
    const [pushed] = await sql(server, 'select user_id from public.portfolio_items where id = $1', [
      foreign.id,
    ])
    expect(pushed?.['user_id']).toBe(user.id)
  })

  it('[SYNC-ERR-2] an update RLS silently refuses is a 42501, not a conflict loop', async () => {
    const owner = await makeUser(server, ['company'])
    const stranger = await makeUser(server, ['company'])
    const job = await insertAsOwner(server, 'jobs', jobRow(owner.id))
    const own = await insertAsOwner(
      server,
      'jobs',
      jobRow(stranger.id, { title: 'Stranger own posting' }),
    )
    const d = await openDevice(server, stranger, { collections: ['jobs'] })
    devices.push(d)
    const repo = repositoriesFor(d.db).jobs
    await until(async () => ((await repo.get(String(job['id']))) ? true : undefined))
    await until(async () => ((await repo.get(String(own['id']))) ? true : undefined))
    await repo.patch(String(job['id']), { title: 'Hijacked title for this job' })
    await repo.patch(String(own['id']), { title: 'Stranger edited own posting' })
    const failed = await until(async () => {
      const r = await outboxRow(d, 'jobs', String(job['id']))
      return r?.state === 'failed' ? r : undefined
    })
    expect(failed.code).toBe('42501')
    await until(async () => ((await outboxRow(d, 'jobs', String(own['id']))) ? undefined : true))
    const titles = await sql(
      server,
      'select id, title from public.jobs where id = any($1) order by title',
      [[job['id'], own['id']]],
    )
    expect(titles.map((r) => r['title'])).toEqual([
      'Journeyperson Electrician – Tenant Fit-Out',
      'Stranger edited own posting',
    ])

    // [SYNC-ERR-4] discard brings the server's title back.
    await d.engine.discard('jobs', String(job['id']))
    expect((await repo.get(String(job['id'])))?.title).toBe(
      'Journeyperson Electrician – Tenant Fit-Out',
    )
    expect(await outboxRow(d, 'jobs', String(job['id']))).toBeNull()
  })
})
