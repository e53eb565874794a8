// Deciding role requests as /admin does (issue 36): only a verified administrator decides, the
// server records who and when, a decision is final, and nobody decides their own request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser, sql, startProductServer, type TestServer, type User } from './helpers.ts'

let server: TestServer
let admin: User

beforeAll(async () => {
  server = await startProductServer()
  admin = await makeUser(server, ['admin'], 'Avery Admin', { aal: 'aal2' })
})
afterAll(async () => {
  await server?.close()
})

async function requestAs(u: User, role = 'moderator'): Promise<string> {
  const { data, error } = await u.db.rpc('submit_role_request', {
    p_requested_role: role,
    p_organization_id: null,
    p_reason: 'I review posts every day',
  })
  expect(error).toBeNull()
  return String(data)
}

async function requestRow(id: string) {
  const [row] = await sql<Record<string, unknown>>(
    server,
    'select status, decided_by, decided_at, decision_note, requested_role from role_requests where id = $1',
    [id],
  )
  return row!
}

/** The decision as /admin sends it (src/backend/admin-api.ts): pending rows only. */
function decide(by: User, id: string, patch: Record<string, unknown>) {
  return by.db.from('role_requests').update(patch).eq('id', id).eq('status', 'pending').select('id')
}

describe('deciding role requests', () => {
  it('records the deciding admin and time itself, grants the role and audits the note', async () => {
    const u = await makeUser(server, [], 'Robin Requester')
    const other = await makeUser(server, [], 'Someone Else')
    const id = await requestAs(u)
    const before = Date.now()
    const answer = await decide(admin, id, {
      status: 'approved',
      decision_note: 'Welcome aboard',
      decided_by: other.id,
      decided_at: '2020-01-01T00:00:00Z',
    })
    expect(answer.error).toBeNull()
    expect(answer.data).toEqual([{ id }])
    const row = await requestRow(id)
    expect(row.status).toBe('approved')
    expect(row.decided_by).toBe(admin.id)
    expect(new Date(String(row.decided_at)).getTime()).toBeGreaterThanOrEqual(before - 5_000)
    expect(
      await sql(
        server,
        'select status, granted_by from user_roles where user_id = $1 and role = $2',
        [u.id, 'moderator'],
      ),
    ).toEqual([{ status: 'active', granted_by: admin.id }])
    expect(
      await sql(
        server,
        `select actor_id, action_type, reason from role_audit_log
         where target_user_id = $1 and action_type = 'approve'`,
        [u.id],
      ),
    ).toEqual([{ actor_id: admin.id, action_type: 'approve', reason: 'Welcome aboard' }])
  })

  it('refuses people who are not verified administrators', async () => {
    const u = await makeUser(server)
    const id = await requestAs(u)
    const unverified = await makeUser(server, ['admin'], 'Unverified Admin', { aal: 'aal1' })
    for (const who of [u, unverified, await makeUser(server, ['company'])]) {
      const answer = await decide(who, id, { status: 'approved' })
      expect(answer.data ?? []).toEqual([])
    }
    expect((await requestRow(id)).status).toBe('pending')
  })

  it('keeps what was asked for: role and reason cannot be edited', async () => {
    const u = await makeUser(server)
    const id = await requestAs(u)
    for (const patch of [
      { requested_role: 'admin' },
      { status: 'approved', requested_role: 'admin' },
      { reason: 'Edited by someone else' },
    ]) {
      const answer = await decide(admin, id, patch)
      expect(answer.error?.message).toBe(
        'Only the status and note of a role request can be changed',
      )
    }
    expect(await requestRow(id)).toMatchObject({ status: 'pending', requested_role: 'moderator' })
  })

  it('decides once: a second decision, or a changed note afterwards, is refused', async () => {
    const u = await makeUser(server)
    const id = await requestAs(u)
    expect(
      (await decide(admin, id, { status: 'rejected', decision_note: 'Not now' })).error,
    ).toBeNull()
    // Another admin's screen still showed it pending: nothing matches any more.
    expect((await decide(admin, id, { status: 'approved' })).data).toEqual([])
    const direct = await admin.db.from('role_requests').update({ status: 'approved' }).eq('id', id)
    expect(direct.error?.message).toBe('Only pending role requests can be decided')
    const note = await admin.db
      .from('role_requests')
      .update({ decision_note: 'Later' })
      .eq('id', id)
    expect(note.error?.message).toBe('A decided role request cannot be changed')
    expect(await requestRow(id)).toMatchObject({ status: 'rejected', decision_note: 'Not now' })
    expect(
      await sql(server, 'select status from user_roles where user_id = $1 and role = $2', [
        u.id,
        'moderator',
      ]),
    ).toEqual([{ status: 'rejected' }])
  })

  it('an administrator cannot decide their own request', async () => {
    const other = await makeUser(server, ['admin'], 'Other Admin', { aal: 'aal2' })
    const id = await requestAs(other, 'auditor')
    const answer = await decide(other, id, { status: 'approved' })
    expect(answer.error?.message).toBe('Administrators cannot decide their own role request')
    expect((await requestRow(id)).status).toBe('pending')
    expect((await decide(admin, id, { status: 'approved' })).error).toBeNull()
  })

  it('refuses a note over 1000 characters', async () => {
    const u = await makeUser(server)
    const id = await requestAs(u)
    const answer = await decide(admin, id, { status: 'approved', decision_note: 'x'.repeat(1001) })
    expect(answer.error?.message).toContain('role_requests_decision_note_length')
    expect((await requestRow(id)).status).toBe('pending')
  })
})
