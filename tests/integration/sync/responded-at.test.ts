// The company's first answer reaches the replica with the server's responded_at stamp (the
// dashboard's time to first response), and a client value for it is ignored.
import { describe, expect, it } from 'vitest'
import {
  applicationRow,
  insertAsOwner,
  jobRow,
  makeUser,
  sql,
  type TestServer,
} from '../../../supabase/tests/helpers.ts'
import { repositoriesFor } from '../../../src/data/repositories.ts'
import { openDevice, until } from './replica.ts'
import { useSyncServer } from './sync-server.ts'

let server: TestServer
const devices = useSyncServer((s) => (server = s))

describe('job_applications.responded_at in the replica', () => {
  it("[SYNC-PUSH-1] the owner's first status change comes back with the server's responded_at", async () => {
    const owner = await makeUser(server, ['company'])
    const applicant = await makeUser(server, ['craftsman'])
    const job = await insertAsOwner(server, 'jobs', jobRow(owner.id))
    const app = applicationRow(String(job['id']), applicant.id)
    const { error } = await applicant.db.from('job_applications').insert(app)
    expect(error).toBeNull()
    const d = await openDevice(server, owner, { collections: ['job_applications'] })
    devices.push(d)
    const repo = repositoriesFor(d.db).applications
    const id = String(app['id'])
    const pulled = await until(async () => (await repo.get(id)) ?? undefined)
    expect(pulled.responded_at).toBeNull()

    // A made-up client value travels with the push and is ignored by the server.
    await repo.patch(id, { status: 'shortlisted', responded_at: '2000-01-01T00:00:00+00:00' })
    const [row] = await until(async () => {
      const rows = await sql(
        server,
        'select status, responded_at from public.job_applications where id = $1',
        [id],
      )
      return rows[0]?.['status'] === 'shortlisted' ? rows : undefined
    }, 20_000)
    const stamped = new Date(String(row!['responded_at'])).getTime()
    expect(stamped).toBeGreaterThan(Date.parse('2020-01-01T00:00:00Z'))
    const local = await until(async () => {
      const a = await repo.get(id)
      return a?.responded_at && Date.parse(a.responded_at) === stamped ? a : undefined
    }, 20_000)
    expect(local.status).toBe('shortlisted')
    expect(Date.parse(local.responded_at!)).toBeGreaterThanOrEqual(Date.parse(local.created_at))
  }, 40_000)
})
