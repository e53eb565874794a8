// /company-register made offline by a member without a company: saved on the device, sent when
// the network returns, and the server grants the Company role (trigger on company_profiles).
import { onboardedMember, serverRows } from '../auth/onboarded-member.ts'
import { expect, test } from './profiles-fixtures.ts'

test.describe('company registration', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('registered offline, synced later, the Company role is granted', async ({
    auth,
    page,
    supabaseUrl,
  }) => {
    test.setTimeout(90_000)
    const member = await onboardedMember(supabaseUrl, {
      label: 'register-company',
      fullName: 'Nadia Okafor',
      role: 'company',
    })
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
