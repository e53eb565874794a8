// A change whose realtime event was missed and whose _modified is older than the checkpoint is
// repaired by the timed look-back re-sync (the plugin's own re-sync would skip it).
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { jobRow, makeUser, sql, type TestServer } from '../../../supabase/tests/helpers.ts'
import { LOOKBACK_MS, LOOKBACKS_PER_CHECKPOINT } from '../../../sync/lookback.ts'
import { openDevice, until } from './replica.ts'
import { useSyncServer } from './sync-server.ts'

let server: TestServer
const devices = useSyncServer((s) => (server = s))

describe('look-back re-sync', () => {
  it('[SYNC-LIVE-3] [SYNC-LIVE-2] repairs a missed change older than the checkpoint', async () => {
    const owner = await makeUser(server, ['company'])
    const d = await openDevice(server, owner, { collections: ['jobs'] })
    devices.push(d)
    const first = jobRow(owner.id, { title: 'Checkpoint setter posting' })
    await owner.db.from('jobs').insert(first)
    await until(async () =>
      (await d.db.jobs.findOne(String(first['id'])).exec()) ? true : undefined,
    )

    // A row committed with an older _modified and no realtime event (triggers off, as a long
    // transaction or a dropped event would leave it).
    const missed = jobRow(owner.id, { id: randomUUID(), title: 'Missed realtime posting' })
    await server.ctx.db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`)
      await tx.query(
        `insert into public.jobs (id, owner_id, title, description, trade_specialty, experience_level,
           location_city, location_province, work_type, budget_min, budget_max, pay_unit, requirements, _modified)
         values ($1, $2, $3, $4, 'electrical', 'experienced', 'Toronto', 'Ontario', 'contract', 9000, 12000, 'fixed', '[]',
           clock_timestamp() - interval '20 seconds')`,
        [missed['id'], owner.id, missed['title'], missed['description']],
      )
    })
    d.engine.resync()
    await new Promise((r) => setTimeout(r, 600))
    expect(await d.db.jobs.findOne(String(missed['id'])).exec()).toBeNull()

    d.engine.resync({ lookBack: true })
    await until(async () =>
      (await d.db.jobs.findOne(String(missed['id'])).exec()) ? true : undefined,
    )
    const [row] = await sql(server, 'select count(*)::int as n from public.jobs where id = $1', [
      missed['id'],
    ])
    expect(row?.['n']).toBe(1)
  })

  it('[SYNC-LIVE-3] looks back from a checkpoint that stopped moving a limited number of times', async () => {
    const owner = await makeUser(server, ['company'])
    // The `_modified` each jobs pull starts after, in request order.
    const starts: string[] = []
    let pending = 0
    const recording: typeof fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      // Jobs are pulled through pull_jobs (SYNC-SCOPE-1): the checkpoint is in the body.
      if (url.pathname.endsWith('/rest/v1/rpc/pull_jobs') && typeof init?.body === 'string') {
        const after = (JSON.parse(init.body) as { p_after_modified: string | null })
          .p_after_modified
        if (after) starts.push(after)
      }
      pending += 1
      try {
        return await fetch(input, init)
      } finally {
        pending -= 1
      }
    }
    const d = await openDevice(server, owner, { collections: ['jobs'], fetch: recording })
    devices.push(d)
    const posted = async (title: string) => {
      const row = jobRow(owner.id, { title })
      await owner.db.from('jobs').insert(row)
      await until(async () =>
        (await d.db.jobs.findOne(String(row['id'])).exec()) ? true : undefined,
      )
    }
    /** Runs one re-sync and returns the time its jobs pull started after (ms). */
    const pullStart = async (lookBack: boolean) => {
      const before = starts.length
      d.engine.resync({ lookBack })
      await until(() => (starts.length > before && pending === 0 ? true : undefined))
      return Date.parse(starts.at(-1)!)
    }
    await posted('First posting')
    const checkpoint = await pullStart(false)
    const looks: number[] = []
    for (let i = 0; i <= LOOKBACKS_PER_CHECKPOINT; i++) looks.push(await pullStart(true))
    expect(looks).toEqual([
      ...Array.from({ length: LOOKBACKS_PER_CHECKPOINT }, () => checkpoint - LOOKBACK_MS),
      checkpoint,
    ])

    // A new change moves the checkpoint (its realtime event): the timed re-sync looks back again.
    await posted('Second posting')
    const moved = await pullStart(false)
    expect(moved).toBeGreaterThan(checkpoint)
    expect(await pullStart(true)).toBe(moved - LOOKBACK_MS)
  })
})
