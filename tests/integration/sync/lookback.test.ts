// A change whose realtime event was missed and whose _modified is older than the checkpoint is
// repaired by the timed look-back re-sync (the plugin's own re-sync would skip it).
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { jobRow, makeUser, sql, type TestServer } from '../../../supabase/tests/helpers.ts'
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
           location_city, location_province, work_type, budget_min, budget_max, requirements, _modified)
         values ($1, $2, $3, $4, 'electrical', 'experienced', 'Toronto', 'Ontario', 'contract', 9000, 12000, '[]',
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
})
