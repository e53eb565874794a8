// Suspending and restoring accounts as /admin does (issue 36): only a verified administrator
// does it, with a reason; a suspended person's valid token is refused on the next request (the
// pre-request function), sign-in and refresh are refused, and every action is audited.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  anonClient,
  makeUser,
  sql,
  startProductServer,
  type TestServer,
  type User,
} from './helpers.ts'

let server: TestServer
let admin: User

beforeAll(async () => {
  server = await startProductServer()
  admin = await makeUser(server, ['admin'], 'Avery Admin', { aal: 'aal2' })
})
afterAll(async () => {
  await server?.close()
})

const suspend = (by: User, who: string, reason: unknown = 'Spam in job posts') =>
  by.db.rpc('admin_suspend_user', { p_user_id: who, p_reason: reason })
const restore = (by: User, who: string, reason: unknown = 'Appeal accepted') =>
  by.db.rpc('admin_restore_user', { p_user_id: who, p_reason: reason })

async function auditOf(userId: string) {
  return sql(
    server,
    `select actor_id, action_type, role_affected, reason from role_audit_log
     where target_user_id = $1 and action_type like '%_account' order by created_at, action_type`,
    [userId],
  )
}

describe('suspending an account', () => {
  it('refuses the person’s next request with their still-valid token, and audits it', async () => {
    const u = await makeUser(server, ['craftsman'], 'Sam Suspended')
    expect(
      (await u.db.from('user_profiles').select('user_id').eq('user_id', u.id)).error,
    ).toBeNull()

    const answer = await suspend(admin, u.id, '  Spam in job posts  ')
    expect(answer.error).toBeNull()

    const read = await u.db.from('user_profiles').select('user_id').eq('user_id', u.id)
    expect(read.status).toBe(403)
    expect(read.error).toMatchObject({ code: 'PT403', message: 'Account suspended' })
    const write = await u.db.from('user_profiles').update({ bio: 'still here' }).eq('user_id', u.id)
    expect(write.error?.code).toBe('PT403')
    const call = await u.db.rpc('admin_restore_user', { p_user_id: u.id, p_reason: 'Let me back' })
    expect(call.error?.code).toBe('PT403')

    expect(await auditOf(u.id)).toEqual([
      {
        actor_id: admin.id,
        action_type: 'suspend_account',
        role_affected: null,
        reason: 'Spam in job posts',
      },
    ])
    const [user] = await sql<{ banned: boolean }>(
      server,
      'select banned_until > now() + interval $$50 years$$ as banned from auth.users where id = $1',
      [u.id],
    )
    expect(user).toEqual({ banned: true })
    // Other people are not affected.
    expect((await admin.db.from('user_profiles').select('user_id').limit(1)).error).toBeNull()
  })

  it('ends the sessions: refresh and a new sign-in are refused until restored', async () => {
    const email = `${randomUUID()}@example.com`
    const password = 'Suspend-test-2026'
    const client = anonClient(server)
    const signUp = await client.auth.signUp({ email, password })
    expect(signUp.error).toBeNull()
    const userId = signUp.data.user!.id
    const session = (await client.auth.signInWithPassword({ email, password })).data.session!

    expect((await suspend(admin, userId)).error).toBeNull()
    const refresh = await anonClient(server).auth.refreshSession({
      refresh_token: session.refresh_token,
    })
    expect(refresh.error).not.toBeNull()
    const again = await anonClient(server).auth.signInWithPassword({ email, password })
    expect(again.error?.code).toBe('user_banned')
    expect(await sql(server, 'select id from auth.sessions where user_id = $1', [userId])).toEqual(
      [],
    )

    expect((await restore(admin, userId)).error).toBeNull()
    const back = anonClient(server)
    const signIn = await back.auth.signInWithPassword({ email, password })
    expect(signIn.error).toBeNull()
    const read = await back.from('user_profiles').select('user_id').eq('user_id', userId)
    expect(read.error).toBeNull()
    expect(read.data).toEqual([{ user_id: userId }])
    expect((await auditOf(userId)).map((r) => r.action_type)).toEqual([
      'suspend_account',
      'restore_account',
    ])
  })

  it('refuses everyone but verified administrators, and the person themselves', async () => {
    const u = await makeUser(server, [], 'Target Person')
    const unverified = await makeUser(server, ['admin'], 'Unverified Admin', { aal: 'aal1' })
    const moderator = await makeUser(server, ['moderator'], 'Mo Derator')
    for (const who of [unverified, moderator, u]) {
      const answer = await suspend(who, u.id)
      expect(answer.error?.code).toBe('42501')
    }
    expect((await suspend(admin, admin.id)).error).toMatchObject({
      code: '42501',
      message: 'You cannot suspend your own account',
    })
    expect(await auditOf(u.id)).toEqual([])
    expect((await u.db.from('user_profiles').select('user_id').limit(1)).error).toBeNull()
  })

  it('needs a reason of at most 1,000 characters, and one suspension at a time', async () => {
    const u = await makeUser(server, [], 'Reason Needed')
    expect((await suspend(admin, u.id, '   ')).error).toMatchObject({
      code: '22023',
      message: 'A reason is required',
    })
    expect((await suspend(admin, u.id, 'x'.repeat(1001))).error?.code).toBe('22001')
    expect((await suspend(admin, u.id, null)).error?.code).toBe('22023')
    expect((await restore(admin, u.id)).error).toMatchObject({
      code: 'P0002',
      message: 'This account is not suspended',
    })
    expect((await suspend(admin, randomUUID())).error?.code).toBe('P0002')
    expect((await suspend(admin, u.id, 'x'.repeat(1000))).error).toBeNull()
    expect((await suspend(admin, u.id)).error?.code).toBe('23505')
    expect((await restore(admin, u.id, '')).error?.code).toBe('22023')
    expect(await auditOf(u.id)).toHaveLength(1)
  })

  it('keeps suspensions from everyone but verified administrators, and from direct writes', async () => {
    const u = await makeUser(server, [], 'Quiet Person')
    expect((await suspend(admin, u.id)).error).toBeNull()
    const other = await makeUser(server, [], 'Curious Person')
    const unverified = await makeUser(server, ['admin'], 'Unverified Admin', { aal: 'aal1' })
    for (const who of [other, unverified]) {
      const { data, error } = await who.db.from('account_suspensions').select('id')
      expect(error).toBeNull()
      expect(data).toEqual([])
    }
    const seen = await admin.db
      .from('account_suspensions')
      .select('user_id, reason')
      .eq('user_id', u.id)
    expect(seen.data).toEqual([{ user_id: u.id, reason: 'Spam in job posts' }])
    const forged = await admin.db
      .from('account_suspensions')
      .insert({ user_id: other.id, reason: 'made up' })
    expect(forged.error?.code).toBe('42501')
    const lifted = await admin.db
      .from('account_suspensions')
      .update({ restored_at: new Date().toISOString(), restore_reason: 'quietly' })
      .eq('user_id', u.id)
    expect(lifted.error?.code).toBe('42501')
  })
})

describe('finding people', () => {
  it('searches names and e-mail addresses, filters by status, and shows roles', async () => {
    // Names take letters only: a tag of random letters.
    const tag = [...randomUUID().replace(/-/g, '').slice(0, 10)]
      .map((c) => String.fromCharCode(97 + (parseInt(c, 16) % 26)))
      .join('')
    const a = await makeUser(server, ['craftsman'], `Findable ${tag} Alpha`)
    const b = await makeUser(server, ['company'], `Findable ${tag} Beta`)
    expect((await suspend(admin, b.id)).error).toBeNull()

    const all = await admin.db.rpc('admin_find_users', { p_search: tag.toUpperCase() })
    expect(all.error).toBeNull()
    expect(all.data).toHaveLength(2)
    const rowB = (all.data as Array<Record<string, unknown>>).find((r) => r.user_id === b.id)
    expect(rowB).toMatchObject({
      full_name: `Findable ${tag} Beta`,
      email: b.email,
      roles: ['company', 'customer'],
      suspension_reason: 'Spam in job posts',
    })
    const byEmail = await admin.db.rpc('admin_find_users', { p_search: a.email.slice(0, 20) })
    expect((byEmail.data as Array<{ user_id: string }>).map((r) => r.user_id)).toEqual([a.id])
    const suspended = await admin.db.rpc('admin_find_users', {
      p_search: tag,
      p_status: 'suspended',
    })
    expect((suspended.data as Array<{ user_id: string }>).map((r) => r.user_id)).toEqual([b.id])
    const active = await admin.db.rpc('admin_find_users', { p_search: tag, p_status: 'active' })
    expect((active.data as Array<{ user_id: string }>).map((r) => r.user_id)).toEqual([a.id])
    // % and _ are letters here, not patterns.
    const literal = await admin.db.rpc('admin_find_users', { p_search: '%' })
    expect(literal.data).toEqual([])
    const wrongStatus = await admin.db.rpc('admin_find_users', { p_status: 'banned' })
    expect(wrongStatus.error?.code).toBe('22023')
    const refused = await a.db.rpc('admin_find_users', { p_search: tag })
    expect(refused.error?.code).toBe('42501')
  })
})
