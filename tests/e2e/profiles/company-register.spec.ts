// /company-register made offline by a member without a company: saved on the device, sent when
// the network returns, and the server grants the Company role (trigger on company_profiles).
import { uniqueEmail } from '../pages/AuthPage.ts'
import { expect, test } from './profiles-fixtures.ts'

const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

async function serverRows(supabaseUrl: string, path: string): Promise<Record<string, unknown>[]> {
  const res = await fetch(`${supabaseUrl}/rest/v1/${path}`, {
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  })
  return (await res.json()) as Record<string, unknown>[]
}

const headers = {
  apikey: SERVICE_ROLE_KEY,
  authorization: `Bearer ${SERVICE_ROLE_KEY}`,
  'content-type': 'application/json',
}

/** A new member who has finished onboarding (so the gate lets them through), no company yet. */
async function onboardedMember(supabaseUrl: string): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('register-company')
  const created = await fetch(`${supabaseUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email,
      password: 'Demo-pass-2026',
      email_confirm: true,
      user_metadata: { full_name: 'Nadia Okafor', default_role: 'company' },
    }),
  })
  const user = (await created.json()) as { id: string }
  const steps = await serverRows(supabaseUrl, 'onboarding_steps?role_type=eq.company&select=id')
  const done = await fetch(`${supabaseUrl}/rest/v1/user_onboarding_progress`, {
    method: 'POST',
    headers,
    body: JSON.stringify(
      steps.map((s) => ({
        user_id: user.id,
        step_id: s.id,
        status: 'completed',
        completed_at: new Date().toISOString(),
      })),
    ),
  })
  if (!created.ok || !done.ok)
    throw new Error(`member setup failed: ${created.status} ${done.status}`)
  return { id: user.id, email }
}

test.describe('company registration', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('registered offline, synced later, the Company role is granted', async ({
    auth,
    page,
    supabaseUrl,
  }) => {
    test.setTimeout(90_000)
    const member = await onboardedMember(supabaseUrl)
    await auth.signInAndLand(member.email)
    await page.goto('/company-register')
    await expect(page.getByRole('heading', { name: 'Register Company', level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Register Company' })).toBeVisible({
      timeout: 20_000,
    })

    await page.context().setOffline(true)
    await expect(page.getByText('You are offline. What you register is kept')).toBeVisible()
    const name = page.getByRole('textbox', { name: 'Company name' })
    await name.fill('A')
    const bn = page.getByRole('textbox', { name: /^Business number/ })
    await bn.fill('12345')
    const website = page.getByRole('textbox', { name: /^Website/ })
    await website.fill('www.example.ca')
    await page.getByRole('button', { name: 'Register Company' }).click()
    await expect(name).toHaveAccessibleDescription(/Text must be at least 2 characters/)
    await expect(bn).toHaveAccessibleDescription(/9-digit business number/)
    await expect(website).toHaveAccessibleDescription(
      /Please enter a valid URL starting with http:\/\/ or https:\/\//,
    )
    await expect(
      page.getByRole('combobox', { name: /^Province or territory/ }),
    ).toHaveAccessibleDescription(/Please select a valid Canadian province/)
    await expect(page.getByRole('textbox', { name: /^City/ })).toHaveAccessibleDescription(
      /Text must be at least 2 characters/,
    )

    await name.fill('Northern Lights Electric Inc.')
    await bn.fill('987654321 RC0001')
    await website.fill('https://northern-lights.example.ca')
    await page.getByRole('combobox', { name: /^Province or territory/ }).click()
    await page.getByRole('option', { name: 'Yukon' }).click()
    await page.getByRole('textbox', { name: /^City/ }).fill('Whitehorse')
    await page.getByRole('button', { name: 'Register Company' }).click()
    await expect(auth.toast('Registration saved')).toBeVisible()
    await expect(page.locator('[data-sync-state="local"]')).toHaveText('Saved on this device')
    expect(await serverRows(supabaseUrl, `company_profiles?user_id=eq.${member.id}`)).toEqual([])

    await page.context().setOffline(false)
    await expect(page.locator('[data-sync-state="synced"]')).toBeVisible({ timeout: 30_000 })
    await expect
      .poll(
        async () =>
          (await serverRows(supabaseUrl, `company_profiles?user_id=eq.${member.id}`)).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1)
    const [row] = await serverRows(supabaseUrl, `company_profiles?user_id=eq.${member.id}`)
    expect(row).toMatchObject({
      company_name: 'Northern Lights Electric Inc.',
      business_number: '987654321RC0001',
    })
    const roles = await serverRows(
      supabaseUrl,
      `user_roles?user_id=eq.${member.id}&role=eq.company`,
    )
    expect(roles).toMatchObject([{ status: 'active' }])

    await page.goto('/profile')
    await expect(page.getByRole('heading', { name: 'Northern Lights Electric Inc.' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Open jobs' })).toBeVisible()
    await expect(page.getByText('No open jobs right now.')).toBeVisible()
  })
})
