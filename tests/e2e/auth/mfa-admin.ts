// Administrators for the specs of the admin pages, which need two-step verification (issue 40):
// a fresh account holding the admin role, optionally with a TOTP factor set up through the auth
// API, and the codes an authenticator app would show for its secret.
import { expect, type Page } from '@playwright/test'
import { totpCode } from '../../../supabase/local/auth/totp.ts'
import { AuthPage, DEMO_PASSWORD } from '../pages/AuthPage.ts'
import { TwoStepVerification } from '../pages/TwoStepVerification.ts'
import { onboardedMember, serviceHeaders } from './onboarded-member.ts'

export { totpCode }

/** A new onboarded account that also holds the admin role (granted as an admin would). */
export async function freshAdmin(
  supabaseUrl: string,
  label: string,
): Promise<{ id: string; email: string }> {
  const member = await onboardedMember(supabaseUrl, {
    label,
    fullName: 'Alex Admin',
    role: 'craftsman',
  })
  const granted = await fetch(`${supabaseUrl}/rest/v1/user_roles`, {
    method: 'POST',
    headers: serviceHeaders,
    body: JSON.stringify({ user_id: member.id, role: 'admin', status: 'active' }),
  })
  if (!granted.ok) throw new Error(`admin role: ${granted.status} ${await granted.text()}`)
  return member
}

async function authCall<T>(supabaseUrl: string, path: string, token: string, body: unknown) {
  const res = await fetch(`${supabaseUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: { ...serviceHeaders, authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/** Sets up a verified TOTP factor for the account as the Settings section would; its secret. */
export async function enrolTotp(supabaseUrl: string, email: string): Promise<string> {
  const apiKey = serviceHeaders.apikey
  const { access_token: token } = await authCall<{ access_token: string }>(
    supabaseUrl,
    '/token?grant_type=password',
    apiKey,
    { email, password: DEMO_PASSWORD },
  )
  const factor = await authCall<{ id: string; totp: { secret: string } }>(
    supabaseUrl,
    '/factors',
    token,
    { factor_type: 'totp' },
  )
  const challenge = await authCall<{ id: string }>(
    supabaseUrl,
    `/factors/${factor.id}/challenge`,
    token,
    {},
  )
  await authCall(supabaseUrl, `/factors/${factor.id}/verify`, token, {
    challenge_id: challenge.id,
    code: totpCode(factor.totp.secret),
  })
  return factor.totp.secret
}

/** Six digits the secret's app shows at no step the server accepts (now, and one either side). */
export function wrongCode(secret: string): string {
  const accepted = [-30_000, 0, 30_000].map((ms) => totpCode(secret, Date.now() + ms))
  let code = 123_456
  while (accepted.includes(String(code))) code += 1
  return String(code)
}

/**
 * Signs a new administrator with a TOTP factor in, opens the admin page at `path` and enters the
 * code the gate asks for, as an administrator does after each sign-in.
 */
export async function openAsVerifiedAdmin(
  page: Page,
  supabaseUrl: string,
  path: string,
): Promise<void> {
  const admin = await freshAdmin(supabaseUrl, 'verified-admin')
  const secret = await enrolTotp(supabaseUrl, admin.email)
  await new AuthPage(page).signInAndLand(admin.email)
  await page.goto(path)
  const mfa = new TwoStepVerification(page)
  await expect(mfa.codeScreen()).toBeVisible({ timeout: 15_000 })
  await mfa.enterCode(totpCode(secret), 'Verify')
  await expect(mfa.codeScreen()).toHaveCount(0, { timeout: 15_000 })
}
