// SYNC-ERR-6: a push with no assumed master state for a row the server has (a pulled document
// changed before its replication state was stored) is a conflict, not a permission failure.
import { describe, expect, it } from 'vitest'
import {
  applicationRow,
  insertAsOwner,
  jobRow,
  makeUser,
  type TestServer,
} from '../../../supabase/tests/helpers.ts'
import { collectionDef, serverFields } from '../../../src/db/index.ts'
import { docFromRow, pushOne, type PushContext } from '../../../sync/push.ts'
import { useSyncServer } from './sync-server.ts'

let server: TestServer
useSyncServer((s) => (server = s))

describe('an insert the policies refuse', () => {
  it('[SYNC-ERR-6] is a conflict when the row exists, and stays a 42501 when it does not', async () => {
    const owner = await makeUser(server, ['company'])
    const applicant = await makeUser(server, ['craftsman'])
    const job = await insertAsOwner(server, 'jobs', jobRow(owner.id))
    const app = applicationRow(String(job['id']), applicant.id)
    expect((await applicant.db.from('job_applications').insert(app)).error).toBeNull()
    const ctx: PushContext = {
      client: owner.db,
      def: collectionDef('job_applications'),
      serverFields: serverFields('job_applications'),
    }
    const { data: row, error } = await owner.db
      .from('job_applications')
      .select('*')
      .eq('id', String(app['id']))
      .single()
    expect(error).toBeNull()

    // The company shortlists the application its device holds, with no assumed master state.
    const shortlisted = docFromRow(ctx, { ...row, status: 'shortlisted' })
    const outcome = await pushOne(ctx, { newDocumentState: shortlisted } as never)
    expect(outcome.kind).toBe('conflict')
    expect(outcome.kind === 'conflict' && outcome.master['status']).toBe('submitted')

    // The same unchanged document is simply in sync.
    const same = await pushOne(ctx, { newDocumentState: docFromRow(ctx, row) } as never)
    expect(same).toEqual({ kind: 'ok' })

    // An application the company may not create at all is still refused for good.
    const other = await makeUser(server, ['craftsman'])
    const foreign = docFromRow(ctx, applicationRow(String(job['id']), other.id))
    const refused = await pushOne(ctx, { newDocumentState: foreign } as never)
    expect(refused.kind).toBe('failed')
    expect(refused.kind === 'failed' && refused.error.code).toBe('42501')
  }, 30_000)
})
