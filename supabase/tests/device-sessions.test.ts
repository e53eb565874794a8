// The devices signed in to an account (issue 36, /cross-platform-sync): a person lists their
// sessions and signs one out from another device; that device's still-valid token is refused on
// its next request (PT401), as after signing out everywhere. Nobody ends another person's session.
import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, startProductServer, type TestServer } from './helpers.ts'

let server: TestServer

beforeAll(async () => {
  server = await startProductServer()
})
afterAll(async () => {
  await server?.close()
})

const PASSWORD = 'Devices-test-2026'

function device(userAgent: string): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { 'user-agent': userAgent } },
  })
}

async function person() {
  const email = `${randomUUID()}@example.com`
  const { data, error } = await device('setup').auth.signUp({ email, password: PASSWORD })
  expect(error).toBeNull()
  const signIn = async (userAgent: string) => {
    const client = device(userAgent)
    const { data: signedIn, error: signInError } = await client.auth.signInWithPassword({
      email,
      password: PASSWORD,
    })
    expect(signInError).toBeNull()
    return { client, session: signedIn.session! }
  }
  return { id: data.user!.id, signIn }
}

interface SessionRow {
  id: string
  user_agent: string | null
  current: boolean
}

describe('signed-in devices', () => {
  it('lists the person’s sessions, marking the one asking', async () => {
    const p = await person()
    const phone = await p.signIn(
      'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
    )
    const laptop = await p.signIn('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0')
    const { data, error } = await phone.client.rpc('my_sessions')
    expect(error).toBeNull()
    const rows = (data as SessionRow[]).filter((r) => r.user_agent !== 'setup')
    expect(rows).toHaveLength(2)
    expect(rows.find((r) => r.current)?.user_agent).toContain('Android 14')
    expect(rows.find((r) => !r.current)?.user_agent).toContain('Firefox')
    // Another person sees only their own.
    const other = await (await person()).signIn('Other')
    const theirs = (await other.client.rpc('my_sessions')).data as SessionRow[]
    expect(theirs.map((r) => r.user_agent)).not.toContain(rows[0]!.user_agent)
    expect(laptop.session.access_token).toBeTruthy()
  })

  it('signs another device out: its valid token is refused at once, its refresh too', async () => {
    const p = await person()
    const phone = await p.signIn('Phone')
    const laptop = await p.signIn('Laptop')
    const laptopRow = ((await phone.client.rpc('my_sessions')).data as SessionRow[]).find(
      (r) => r.user_agent === 'Laptop',
    )!
    expect((await laptop.client.from('user_profiles').select('user_id').limit(1)).error).toBeNull()

    expect(
      (await phone.client.rpc('end_my_session', { p_session_id: laptopRow.id })).error,
    ).toBeNull()
    const refused = await laptop.client.from('user_profiles').select('user_id').limit(1)
    expect(refused.status).toBe(401)
    expect(refused.error).toMatchObject({ code: 'PT401', message: 'Session ended' })
    const refresh = await device('Laptop').auth.refreshSession({
      refresh_token: laptop.session.refresh_token,
    })
    expect(refresh.error).not.toBeNull()
    // The phone carries on; ending the laptop again says it is gone already.
    expect((await phone.client.from('user_profiles').select('user_id').limit(1)).error).toBeNull()
    expect(
      (await phone.client.rpc('end_my_session', { p_session_id: laptopRow.id })).error,
    ).toMatchObject({ code: 'P0002', message: 'This device is already signed out' })
  })

  it('refuses a token at once after signing out everywhere', async () => {
    const p = await person()
    const phone = await p.signIn('Phone')
    const laptop = await p.signIn('Laptop')
    expect((await phone.client.auth.signOut({ scope: 'global' })).error).toBeNull()
    const refused = await laptop.client.from('user_profiles').select('user_id').limit(1)
    expect(refused.error?.code).toBe('PT401')
  })

  it('never ends another person’s session', async () => {
    const a = await (await person()).signIn('A')
    const b = await (await person()).signIn('B')
    const bRow = ((await b.client.rpc('my_sessions')).data as SessionRow[]).find((r) => r.current)!
    const answer = await a.client.rpc('end_my_session', { p_session_id: bRow.id })
    expect(answer.error?.code).toBe('P0002')
    expect((await b.client.from('user_profiles').select('user_id').limit(1)).error).toBeNull()
    const anon = await device('anon').rpc('end_my_session', { p_session_id: bRow.id })
    expect(anon.error?.code).toBe('42501')
    expect(await sql(server, 'select 1 from auth.sessions where id = $1', [bRow.id])).toHaveLength(
      1,
    )
  })
})
