// The GoTrue-shaped auth schema inside the database: the request helpers RLS policies use, the
// privacy of auth tables, and the cascade and generated columns migrations rely on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness.ts'
import { STRONG_PASSWORD, uniqueEmail } from './auth-helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ autoConfirm: true })
})
afterAll(() => server.close())

describe('auth schema', () => {
  it('auth.uid(), role(), email() and jwt() read the request claims', async () => {
    const claims = {
      sub: '6f1c1f5e-1d7a-4c55-9a57-0d2b3c4d5e6f',
      role: 'authenticated',
      email: 'x@example.com',
      app_metadata: { provider: 'email' },
    }
    const row = await server.ctx.db.asRole(claims, async (tx) => {
      const res = await tx.query<Record<string, unknown>>(
        `select auth.uid()::text as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt`,
      )
      return res.rows[0]
    })
    expect(row).toEqual({
      uid: claims.sub,
      role: 'authenticated',
      email: 'x@example.com',
      jwt: { ...claims },
    })
  })

  it('honours the legacy per-claim setting and is null without claims', async () => {
    const legacy = await server.ctx.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [
        '0b8f3c1a-2222-4333-8444-555566667777',
      ])
      return (await tx.query<{ uid: string }>(`select auth.uid()::text as uid`)).rows[0]?.uid
    })
    expect(legacy).toBe('0b8f3c1a-2222-4333-8444-555566667777')
    const none = await server.ctx.db.transaction(
      async (tx) =>
        (
          await tx.query<{ uid: string | null; jwt: unknown }>(
            `select auth.uid() as uid, auth.jwt() as jwt`,
          )
        ).rows[0],
    )
    expect(none).toEqual({ uid: null, jwt: null })
  })

  it('keeps auth tables away from the API roles', async () => {
    for (const role of ['anon', 'authenticated']) {
      const attempt = server.ctx.db.asRole({ role }, (tx) =>
        tx.query(`select count(*) from auth.users`),
      )
      await expect(attempt).rejects.toMatchObject({ code: '42501' })
    }
  })

  it('stores users as GoTrue does and cascades a delete to identities and sessions', async () => {
    const email = uniqueEmail()
    const { data } = await server.client().auth.signUp({ email, password: STRONG_PASSWORD })
    const id = data.user!.id
    const row = await server.ctx.db.transaction(async (tx) => {
      const res = await tx.query<Record<string, unknown>>(
        `select aud, role, email, encrypted_password like '$2_$10$%' as bcrypt, confirmed_at = email_confirmed_at as confirmed,
           raw_app_meta_data, is_anonymous,
           (select count(*)::int from auth.identities where user_id = u.id) as identities,
           (select count(*)::int from auth.sessions where user_id = u.id) as sessions,
           (select count(*)::int from auth.refresh_tokens where user_id = u.id::text) as tokens
         from auth.users u where id = $1`,
        [id],
      )
      return res.rows[0]
    })
    expect(row).toEqual({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      bcrypt: true,
      confirmed: true,
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
      identities: 1,
      sessions: 1,
      tokens: 1,
    })
    const left = await server.ctx.db.transaction(async (tx) => {
      await tx.query(`delete from auth.users where id = $1`, [id])
      const res = await tx.query<{ n: number }>(
        `select ((select count(*) from auth.identities where user_id = $1)
               + (select count(*) from auth.sessions where user_id = $1))::int as n`,
        [id],
      )
      return res.rows[0]?.n
    })
    expect(left).toBe(0)
  })
})
