// Issue 39: signing out offline signs the device out at once, and the server session is revoked
// when the device is back online (the `online` event, or the next start): the old refresh token
// can no longer be used and the old access token is refused.
import type { Page } from '@playwright/test'
import type { AuthPage } from '../pages/AuthPage.ts'
import { expect, test } from './auth-fixtures.ts'
import { onboardedMember } from './onboarded-member.ts'

const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

interface Tokens {
  access_token: string
  refresh_token: string
}

/** The session supabase-js keeps in localStorage. */
async function storedSession(page: Page): Promise<Tokens | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))
    return key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as Tokens) : null
  })
}

/**
 * Asked from the test runner, not the page: the page's network is what the test cuts. A refusal
 * reads as status and error code, so a failure says why (an ended session, or something else).
 */
async function accessAccepted(supabaseUrl: string, t: Tokens): Promise<true | string> {
  const res = await fetch(`${supabaseUrl}/auth/v1/user`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${t.access_token}` },
  })
  if (res.ok) return true
  const body = await res.text()
  let code: string | undefined
  try {
    code = (JSON.parse(body) as { error_code?: string }).error_code
  } catch {
    code = undefined
  }
  return `${res.status} ${code ?? body}`
}

const SESSION_ENDED = '403 session_not_found'

async function refreshAccepted(supabaseUrl: string, t: Tokens): Promise<boolean> {
  const res = await fetch(`${supabaseUrl}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: t.refresh_token }),
  })
  return res.ok
}

const pendingRevocations = (page: Page) =>
  page.evaluate(() => localStorage.getItem('craftlink_pending_sign_outs'))

test.describe('sign out offline', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  test.describe.configure({ timeout: 90_000 })

  /** Signs a new member in, cuts the network and signs out; returns the old session's tokens. */
  async function signOutOffline(page: Page, auth: AuthPage, url: string) {
    const member = await onboardedMember(url, {
      label: 'offline-sign-out',
      fullName: 'Marc Tremblay',
      role: 'craftsman',
    })
    await auth.signInAndLand(member.email)
    const old = await storedSession(page)
    expect(old).not.toBeNull()
    // Changes not yet sent (SYNC-WIPE-2) are given up: this spec is about the session.
    page.on('dialog', (dialog) => void dialog.accept())
    await page.context().setOffline(true)
    await auth.signOut()
    await expect(page).toHaveURL(/\/auth/)
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0)
    expect(await storedSession(page)).toBeNull()
    // Nothing reached the server: the old session is still valid there.
    expect(await accessAccepted(url, old!)).toBe(true)
    return old!
  }

  test('is revoked on the server when the device comes back online', async ({
    auth,
    page,
    supabaseUrl,
  }) => {
    const old = await signOutOffline(page, auth, supabaseUrl)
    await page.context().setOffline(false)
    await expect
      .poll(() => accessAccepted(supabaseUrl, old), { timeout: 15_000 })
      .toBe(SESSION_ENDED)
    expect(await refreshAccepted(supabaseUrl, old)).toBe(false)
    await expect.poll(() => pendingRevocations(page)).toBeNull()
    // The device never shows the user signed in again.
    await page.goto('/settings')
    await expect(page).toHaveURL(/\/auth\?redirect=/)
  })

  test('is revoked at the next start when the app was closed offline', async ({
    auth,
    page,
    context,
    browser,
    baseURL,
    supabaseUrl,
  }) => {
    const old = await signOutOffline(page, auth, supabaseUrl)
    // The app is closed while still offline, so none of it is left running to see the network
    // come back (a closing tab's renderer may still get the `online` event); its storage stays.
    const storageState = await context.storageState()
    await context.close()
    expect(await accessAccepted(supabaseUrl, old)).toBe(true)
    const reopened = await browser.newContext({ ...(baseURL ? { baseURL } : {}), storageState })
    const next = await reopened.newPage()
    await next.goto('/')
    await expect
      .poll(() => accessAccepted(supabaseUrl, old), { timeout: 15_000 })
      .toBe(SESSION_ENDED)
    expect(await refreshAccepted(supabaseUrl, old)).toBe(false)
    await expect.poll(() => pendingRevocations(next)).toBeNull()
    await expect(next.getByRole('button', { name: 'Account menu' })).toHaveCount(0)
    await reopened.close()
  })
})
